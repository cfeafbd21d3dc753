import { characterPages } from '@/components/character/character-pages';

export const generateImageMetadata = characterPages.image.generateImageMetadata;
export default characterPages.image.Image;
