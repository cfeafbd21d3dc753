import { listPages } from '@/components/lists/list-routes';
import { engravingListCard } from '@/components/lists/engraving-card';

const pages = listPages('engravings', engravingListCard);

export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.OtherPage;
