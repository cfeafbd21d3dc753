import { entryCard, listPages } from '@/components/lists/list-routes';
import { EngravingEntry } from '@/components/lists/engraving-entry';

const pages = listPages('engravings', entryCard(EngravingEntry));

export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.OtherPage;
