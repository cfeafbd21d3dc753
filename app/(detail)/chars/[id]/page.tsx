import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { DetailLoader } from '@/components/character/detail-loader';
import { CharacterDetails } from '@/components/character/character-details';
import { characterSummary } from '@/components/character/character-summary';
import { getCharacter } from '@/components/character/character-data';
import { CharacterJsonLd } from '@/components/character/character-json-ld';
import { CharacterProfile } from '@/components/character/character-profile';
import { DetailSection } from '@/components/character/detail-section';
import { parseLevelRank } from '@/components/character/level-rank';
import { StatCalculator } from '@/components/character/stat-calculator';

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

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

export default async function CharacterPage({ params, searchParams }: Props) {
  const character = await getCharacter((await params).id);
  if (!character) notFound();
  const { baseStats, growth, rankBonus } = character;
  return (
    <article>
      <CharacterJsonLd character={character} />
      <CharacterProfile character={character} />
      <DetailSection id="stats" title="Stats" icon="bar-chart" lead="Choose a level and rank; max level and rank by default.">
        <StatCalculator character={{ baseStats, growth, rankBonus }} initial={parseLevelRank(await searchParams)} />
      </DetailSection>
      <Suspense fallback={<DetailLoader />}>
        <CharacterDetails character={character} />
      </Suspense>
    </article>
  );
}
