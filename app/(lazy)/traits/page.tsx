import { listPages } from '@/components/lists/list-routes';

const pages = listPages('traits');

export const metadata = pages.metadata;
export default pages.FirstPage;
