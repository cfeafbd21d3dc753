import { entryCard, listPages } from '@/components/lists/list-routes';
import { EffectEntry } from '@/components/lists/effect-entry';

const pages = listPages('effects', entryCard(EffectEntry));

export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.OtherPage;
