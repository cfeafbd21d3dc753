import type { Metadata } from 'next';
import Link from '@/components/common/page-link';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/common/page-header';
import { PlanTiers } from '@/components/player/plan-tiers';
import { planView } from '@/lib/player/plan-view';
import { encodePicks } from '@/lib/player/plan';
import { getCharacter } from '@/lib/queries/characters';
import { readAll } from '@/lib/queries/read';

interface Props {
  params: Promise<{ id: string; code: string }>;
}

/**
 * A shared plan is a page of its own, rendered on the server from its path: each valid code of a
 * character is rendered once and cached like any detail page (the prerendered ones are the
 * recommended story picks); a code that does not fit the tree is a 404, so junk adds no entry.
 */
export async function generateStaticParams() {
  const characters = await readAll('characters', {
    projection: { _id: 1, skillTree: 1, recommendations: 1 },
  });
  return characters.map((c) => ({
    id: c._id,
    code: encodePicks(
      c.skillTree,
      Object.fromEntries((c.recommendations[0]?.picks ?? []).map((p) => [String(p.tier), p.option])),
    ),
  }));
}

async function load(params: Props['params']) {
  const { id, code } = await params;
  const character = await getCharacter(id);
  const tiers = character && planView(character, code);
  if (!character || !tiers) notFound();
  return { character, tiers, code };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { character, tiers, code } = await load(params);
  const title = `${character.name}: a skill-tree plan`;
  const description = `${tiers.filter((t) => t.picked).length} of ${tiers.length} tiers picked: ${tiers
    .map((t) => t.picked?.name)
    .filter(Boolean)
    .join(', ')}.`;
  return {
    title,
    description,
    robots: { index: false },
    alternates: { canonical: `/chars/${character._id}/plan/${code}` },
    openGraph: { title, description, url: `/chars/${character._id}/plan/${code}` },
    twitter: { card: 'summary_large_image', title, description },
  };
}

export default async function PlanPage({ params }: Props) {
  const { character, tiers, code } = await load(params);
  return (
    <>
      <PageHeader
        title={`${character.name}: a skill-tree plan`}
        icon="diagram-3"
        lead={`${tiers.filter((t) => t.picked).length} of ${tiers.length} tiers picked. Someone shared this plan with you.`}
      >
        <Link className="btn btn-primary" href={`/chars/${character._id}?plan=${code}#planner`}>
          Open in the planner
        </Link>
      </PageHeader>
      <PlanTiers tiers={tiers} />
      <p>
        <Link href={`/chars/${character._id}`}>Back to {character.name}</Link>
      </p>
    </>
  );
}
