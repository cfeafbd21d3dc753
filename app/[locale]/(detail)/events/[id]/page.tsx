import { eventPages } from '@/components/event/event-pages';

export const generateStaticParams = eventPages.generateStaticParams;
export const generateMetadata = eventPages.generateMetadata;
export default eventPages.Page;
