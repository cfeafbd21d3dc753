import { tierlistRoutes } from '@/components/lists/tierlist-routes';

export const generateStaticParams = tierlistRoutes.generateStaticParams;
export const generateMetadata = tierlistRoutes.generateMetadata;
export default tierlistRoutes.ModePage;
