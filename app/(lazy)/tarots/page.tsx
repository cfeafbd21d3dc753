import { listPages } from '@/components/lists/list-routes';

const pages = listPages('tarots');

export const metadata = pages.metadata;
export default pages.FirstPage;
