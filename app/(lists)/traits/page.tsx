import { entryCard, listPages } from '@/components/lists/list-routes';
import { TraitEntry } from '@/components/lists/trait-entry';

const pages = listPages('traits', entryCard(TraitEntry));

export const metadata = pages.metadata;
export default pages.FirstPage;
