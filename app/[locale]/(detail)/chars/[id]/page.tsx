import { characterPages } from '@/components/character/character-pages';

export const generateStaticParams = characterPages.generateStaticParams;
export const generateMetadata = characterPages.generateMetadata;
export default characterPages.Page;
