import { tierlistRoutes } from '@/components/lists/tierlist-routes';

export const generateMetadata = tierlistRoutes.firstMetadata;
export default tierlistRoutes.FirstPage;
