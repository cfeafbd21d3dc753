import { gearPages } from '@/components/gear/gear-pages';

export const generateImageMetadata = gearPages.image.generateImageMetadata;
export default gearPages.image.Image;
