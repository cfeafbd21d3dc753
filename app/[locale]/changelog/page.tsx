import { changelogRoutes } from '@/components/history/changelog-routes';

export const generateMetadata = changelogRoutes.firstMetadata;
export default changelogRoutes.FirstPage;
