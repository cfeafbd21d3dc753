import { listPages } from '@/components/lists/list-routes';
import { characterListCard } from '@/components/lists/character-list-card';
import { CharacterListProviders } from '@/components/lists/character-list-providers';

const pages = listPages('chars', characterListCard, CharacterListProviders);

export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.OtherPage;
