import { entryCard, listPages } from '@/components/lists/list-routes';
import { TraitEntry } from '@/components/lists/trait-entry';

const pages = listPages('traits', entryCard(TraitEntry));

export const generateMetadata = pages.firstMetadata;
export default pages.FirstPage;
