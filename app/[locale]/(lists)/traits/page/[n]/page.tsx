import { entryCard, listPages } from '@/components/lists/list-routes';
import { TraitEntry } from '@/components/lists/trait-entry';

const pages = listPages('traits', entryCard(TraitEntry));

export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.OtherPage;
