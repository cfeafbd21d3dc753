import { eventPages } from '@/components/event/event-pages';

export const generateImageMetadata = eventPages.image.generateImageMetadata;
export default eventPages.image.Image;
