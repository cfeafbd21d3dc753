import { entryCard, listPages } from '@/components/lists/list-routes';
import { EngravingEntry } from '@/components/lists/engraving-entry';

const pages = listPages('engravings', entryCard(EngravingEntry));

export const metadata = pages.metadata;
export default pages.FirstPage;
