import { listPages } from '@/components/lists/list-routes';
import { gearListCard } from '@/components/lists/gear-card';

const pages = listPages('gears', gearListCard);

export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.OtherPage;
