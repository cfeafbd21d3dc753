import { listPages } from '@/components/lists/list-routes';
import { tarotListCard } from '@/components/lists/tarot-card';

const pages = listPages('tarots', tarotListCard);

export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.OtherPage;
