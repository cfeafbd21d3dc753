import { listPages } from '@/components/lists/list-routes';

const pages = listPages('gears');

export const metadata = pages.metadata;
export default pages.FirstPage;
