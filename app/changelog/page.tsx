import { changelogRoutes } from '@/components/history/changelog-routes';

export const metadata = changelogRoutes.metadata;
export default changelogRoutes.FirstPage;
