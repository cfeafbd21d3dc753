import { listPages } from '@/components/lists/list-routes';
import { skillListCard } from '@/components/lists/skill-card';

const pages = listPages('skills', skillListCard);

export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.OtherPage;
