import { listPages } from '@/components/lists/list-routes';
import { tarotListCard } from '@/components/lists/tarot-card';

const pages = listPages('tarots', tarotListCard);

export const metadata = pages.metadata;
export default pages.FirstPage;
