import { entryCard, listPages } from '@/components/lists/list-routes';
import { TarotEntry } from '@/components/lists/tarot-entry';

const pages = listPages('tarots', entryCard(TarotEntry));

export const generateMetadata = pages.firstMetadata;
export default pages.FirstPage;
