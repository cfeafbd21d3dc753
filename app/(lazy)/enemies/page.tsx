import { listPages } from '@/components/lists/list-routes';
import { enemyListCard } from '@/components/lists/enemy-card';

const pages = listPages('enemies', enemyListCard);

export const metadata = pages.metadata;
export default pages.FirstPage;
