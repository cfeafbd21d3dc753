import { CompareSelectionProvider } from '@/components/compare/compare-selection';
import { OwnedFilterProvider } from '@/components/player/owned-filter';
import { CharacterCard } from '@/components/lists/character-card';
import { ListPage, listMetadata } from '@/components/lists/list-page';
import { characterList, getCharacterList } from '@/lib/queries/characters';

export const metadata = listMetadata(characterList);

export default async function CharactersPage() {
  const { characters, model } = await getCharacterList();
  return (
    <OwnedFilterProvider>
      <CompareSelectionProvider>
        <ListPage model={model} items={characters} card={(c) => <CharacterCard character={c} />} />
      </CompareSelectionProvider>
    </OwnedFilterProvider>
  );
}
