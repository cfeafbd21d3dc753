import { entryCard, listPages } from '@/components/lists/list-routes';
import { SkillEntry } from '@/components/lists/skill-entry';

const pages = listPages('skills', entryCard(SkillEntry));

export const metadata = pages.metadata;
export default pages.FirstPage;
