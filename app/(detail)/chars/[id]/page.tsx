import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { CharacterDetails } from '@/components/character/character-details';
import { characterSummary } from '@/components/character/character-summary';
import { CharacterJsonLd } from '@/components/character/character-json-ld';
import { CharacterProfile } from '@/components/character/character-profile';
import { DetailSection } from '@/components/character/detail-section';
import { StatCalculator } from '@/components/character/stat-calculator';
import { RosterControl } from '@/components/player/roster-control';
import { readIds } from '@/lib/queries/read';
import { getCharacterPage } from '@/lib/queries/characters';
import { HistorySection } from '@/components/history/history-section';

interface Props {
  params: Promise<{ id: string }>;
}

/** Every character is prerendered at build; one added later renders on its first request. */
export const generateStaticParams = () => readIds('characters');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getCharacterPage((await params).id);
  if (!page) notFound();
  const { character } = page;
  const title = `${character.name}, ${character.title}`;
  const description = characterSummary(character);
  return pageMetadata({
    title,
    description,
    path: `/chars/${character._id}`,
    type: 'profile',
    ownImage: true,
  });
}

export default async function CharacterPage({ params }: Props) {
  const page = await getCharacterPage((await params).id);
  if (!page) notFound();
  const { character, scale, details, history, tierMoves } = page;
  const { baseStats, growth, rankBonus } = character;
  return (
    <article>
      <CharacterJsonLd character={character} />
      <CharacterProfile character={character} />
      <RosterControl
        character={{ _id: character._id, name: character.name, builds: character.builds.map((b) => b.name) }}
      />
      <DetailSection
        id="stats"
        title="Stats"
        icon="bar-chart"
        lead="Choose a level and rank; max level and rank by default. Each bar compares with the highest value in the roster at max level and rank."
      >
        <StatCalculator character={{ baseStats, growth, rankBonus }} scale={scale} />
      </DetailSection>
      <CharacterDetails character={character} details={details} tierMoves={tierMoves} />
      <HistorySection entries={history} verified={character.verified} />
    </article>
  );
}
