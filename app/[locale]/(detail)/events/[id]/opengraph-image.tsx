import { eventPages } from '@/components/event/event-pages';

export const { alt, size, contentType } = eventPages.image;
export default eventPages.image.Image;
