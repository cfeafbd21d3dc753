import { effectPages } from '@/components/effect/effect-pages';

export const generateImageMetadata = effectPages.image.generateImageMetadata;
export default effectPages.image.Image;
