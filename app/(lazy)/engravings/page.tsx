import { listPages } from '@/components/lists/list-routes';
import { engravingListCard } from '@/components/lists/engraving-card';

const pages = listPages('engravings', engravingListCard);

export const metadata = pages.metadata;
export default pages.FirstPage;
