import { listPages } from '@/components/lists/list-routes';
import { skillListCard } from '@/components/lists/skill-card';

const pages = listPages('skills', skillListCard);

export const metadata = pages.metadata;
export default pages.FirstPage;
