import { entryCard, listPages } from '@/components/lists/list-routes';
import { EnemyEntry } from '@/components/lists/enemy-entry';

const pages = listPages('enemies', entryCard(EnemyEntry));

export const generateMetadata = pages.firstMetadata;
export default pages.FirstPage;
