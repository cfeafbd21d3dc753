import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CharacterDetails } from '@/components/character/character-details';
import { characterSummary } from '@/components/character/character-summary';
import { CharacterJsonLd } from '@/components/character/character-json-ld';
import { CharacterProfile } from '@/components/character/character-profile';
import { DetailSection } from '@/components/character/detail-section';
import { StatCalculator } from '@/components/character/stat-calculator';
import { readIds } from '@/lib/queries/read';
import { getCharacter } from '@/lib/queries/characters';

interface Props {
  params: Promise<{ id: string }>;
}

/** Every character is prerendered at build; one added later renders on its first request. */
export const generateStaticParams = () => readIds('characters');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const character = await getCharacter((await params).id);
  if (!character) notFound();
  const title = `${character.name}, ${character.title}`;
  const description = characterSummary(character);
  const url = `/chars/${character._id}`;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'profile', title, description, url },
    twitter: { card: 'summary_large_image', title, description },
  };
}

export default async function CharacterPage({ params }: Props) {
  const character = await getCharacter((await params).id);
  if (!character) notFound();
  const { baseStats, growth, rankBonus } = character;
  return (
    <article>
      <CharacterJsonLd character={character} />
      <CharacterProfile character={character} />
      <DetailSection
        id="stats"
        title="Stats"
        icon="bar-chart"
        lead="Choose a level and rank; max level and rank by default."
      >
        <StatCalculator character={{ baseStats, growth, rankBonus }} />
      </DetailSection>
      <CharacterDetails character={character} />
    </article>
  );
}
