import { characterPages } from '@/components/character/character-pages';

export const { alt, size, contentType } = characterPages.image;
export default characterPages.image.Image;
