import { tierlistRoutes } from '@/components/lists/tierlist-routes';

export const metadata = tierlistRoutes.metadata;
export default tierlistRoutes.FirstPage;
