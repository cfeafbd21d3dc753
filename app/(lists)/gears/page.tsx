import { listPages } from '@/components/lists/list-routes';
import { gearListCard } from '@/components/lists/gear-card';

const pages = listPages('gears', gearListCard);

export const metadata = pages.metadata;
export default pages.FirstPage;
