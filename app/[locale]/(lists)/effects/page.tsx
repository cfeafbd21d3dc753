import { entryCard, listPages } from '@/components/lists/list-routes';
import { EffectEntry } from '@/components/lists/effect-entry';

const pages = listPages('effects', entryCard(EffectEntry));

export const generateMetadata = pages.firstMetadata;
export default pages.FirstPage;
