import { changelogRoutes } from '@/components/history/changelog-routes';

export const generateStaticParams = changelogRoutes.generateStaticParams;
export const generateMetadata = changelogRoutes.generateMetadata;
export default changelogRoutes.OtherPage;
