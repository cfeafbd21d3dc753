import { listPages } from '@/components/lists/list-routes';
import { characterListCard } from '@/components/lists/character-card';

const pages = listPages('chars', characterListCard);

export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.OtherPage;
