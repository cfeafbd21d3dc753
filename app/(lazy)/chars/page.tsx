import type { Metadata } from 'next';
import { CharacterCard } from '@/components/lists/character-card';
import { ListPage } from '@/components/lists/list-page';
import { getCharacterList } from '@/lib/queries/characters';

export const metadata: Metadata = {
  title: 'Characters',
  description:
    'Every Lanternfall character with rarity, class, faction, element and role — filter, sort and search.',
  alternates: { canonical: '/chars' },
};

export default async function CharactersPage() {
  const { characters, model } = await getCharacterList();
  return (
    <ListPage
      title="Characters"
      icon="people"
      lead="Stats, skill trees and builds for every Lanternfall hero."
      model={model}
      items={characters}
      columns="row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4"
      card={(c) => <CharacterCard character={c} />}
    />
  );
}
