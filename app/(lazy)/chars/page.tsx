import { listPages } from '@/components/lists/list-routes';
import { characterListCard } from '@/components/lists/character-card';

const pages = listPages('chars', characterListCard);

export const metadata = pages.metadata;
export default pages.FirstPage;
