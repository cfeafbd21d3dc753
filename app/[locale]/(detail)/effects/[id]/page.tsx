import { effectPages } from '@/components/effect/effect-pages';

export const generateStaticParams = effectPages.generateStaticParams;
export const generateMetadata = effectPages.generateMetadata;
export default effectPages.Page;
