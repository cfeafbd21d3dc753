import { effectPages } from '@/components/effect/effect-pages';

export const { alt, size, contentType } = effectPages.image;
export default effectPages.image.Image;
