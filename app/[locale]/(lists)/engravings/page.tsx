import { entryCard, listPages } from '@/components/lists/list-routes';
import { EngravingEntry } from '@/components/lists/engraving-entry';

const pages = listPages('engravings', entryCard(EngravingEntry));

export const generateMetadata = pages.firstMetadata;
export default pages.FirstPage;
