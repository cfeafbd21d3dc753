import { listPages } from '@/components/lists/list-routes';
import { gearListCard } from '@/components/lists/gear-card';

const pages = listPages('gears', gearListCard);

export const generateMetadata = pages.firstMetadata;
export default pages.FirstPage;
