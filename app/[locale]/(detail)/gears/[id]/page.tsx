import { gearPages } from '@/components/gear/gear-pages';

export const generateStaticParams = gearPages.generateStaticParams;
export const generateMetadata = gearPages.generateMetadata;
export default gearPages.Page;
