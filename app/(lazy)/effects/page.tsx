import { listPages } from '@/components/lists/list-routes';
import { effectListCard } from '@/components/lists/effect-card';

const pages = listPages('effects', effectListCard);

export const metadata = pages.metadata;
export default pages.FirstPage;
