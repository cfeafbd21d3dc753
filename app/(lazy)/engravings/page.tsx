import { listPages } from '@/components/lists/list-routes';

const pages = listPages('engravings');

export const metadata = pages.metadata;
export default pages.FirstPage;
