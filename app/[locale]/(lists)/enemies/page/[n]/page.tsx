import { entryCard, listPages } from '@/components/lists/list-routes';
import { EnemyEntry } from '@/components/lists/enemy-entry';

const pages = listPages('enemies', entryCard(EnemyEntry));

export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.OtherPage;
