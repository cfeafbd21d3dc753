import { entryCard, listPages } from '@/components/lists/list-routes';
import { TarotEntry } from '@/components/lists/tarot-entry';

const pages = listPages('tarots', entryCard(TarotEntry));

export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.OtherPage;
