import { listPages } from '@/components/lists/list-routes';
import { enemyListCard } from '@/components/lists/enemy-card';

const pages = listPages('enemies', enemyListCard);

export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.OtherPage;
