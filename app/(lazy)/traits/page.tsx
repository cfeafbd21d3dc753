import { listPages } from '@/components/lists/list-routes';
import { traitListCard } from '@/components/lists/trait-card';

const pages = listPages('traits', traitListCard);

export const metadata = pages.metadata;
export default pages.FirstPage;
