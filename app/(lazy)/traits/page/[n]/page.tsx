import { listPages } from '@/components/lists/list-routes';
import { traitListCard } from '@/components/lists/trait-card';

const pages = listPages('traits', traitListCard);

export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.OtherPage;
