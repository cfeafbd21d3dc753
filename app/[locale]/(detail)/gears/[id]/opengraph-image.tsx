import { gearPages } from '@/components/gear/gear-pages';

export const { alt, size, contentType } = gearPages.image;
export default gearPages.image.Image;
