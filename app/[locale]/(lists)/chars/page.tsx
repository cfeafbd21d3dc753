import { listPages } from '@/components/lists/list-routes';
import { characterListCard } from '@/components/lists/character-list-card';
import { CharacterListProviders } from '@/components/lists/character-list-providers';

const pages = listPages('chars', characterListCard, CharacterListProviders);

export const generateMetadata = pages.firstMetadata;
export default pages.FirstPage;
