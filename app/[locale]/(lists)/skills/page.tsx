import { entryCard, listPages } from '@/components/lists/list-routes';
import { SkillEntry } from '@/components/lists/skill-entry';

const pages = listPages('skills', entryCard(SkillEntry));

export const generateMetadata = pages.firstMetadata;
export default pages.FirstPage;
