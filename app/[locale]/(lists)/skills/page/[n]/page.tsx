import { entryCard, listPages } from '@/components/lists/list-routes';
import { SkillEntry } from '@/components/lists/skill-entry';

const pages = listPages('skills', entryCard(SkillEntry));

export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.OtherPage;
