import { listPages } from '@/components/lists/list-routes';
import { effectListCard } from '@/components/lists/effect-card';

const pages = listPages('effects', effectListCard);

export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.OtherPage;
