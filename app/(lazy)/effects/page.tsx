import { listPages } from '@/components/lists/list-routes';

const pages = listPages('effects');

export const metadata = pages.metadata;
export default pages.FirstPage;
