import { listPages } from '@/components/lists/list-routes';

const pages = listPages('enemies');

export const metadata = pages.metadata;
export default pages.FirstPage;
