import { listPages } from '@/components/lists/list-routes';

const pages = listPages('skills');

export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.OtherPage;
