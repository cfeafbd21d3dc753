import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { readIds } from '@/lib/queries/read';
import { getEffect, getEffectDetails } from '@/lib/queries/effects';
import { getEffectRelations } from '@/lib/queries/effect-graph';
import { EffectJsonLd } from '@/components/effect/effect-json-ld';
import { EffectProfile } from '@/components/effect/effect-profile';
import { EffectRelationsView } from '@/components/effect/effect-relations';
import { effectSummary } from '@/components/effect/effect-summary';
import { HistorySection } from '@/components/history/history-section';

interface Props {
  params: Promise<{ id: string }>;
}

/** Every effect is prerendered at build; one added later renders on its first request. */
export const generateStaticParams = () => readIds('effects');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const [effect, relations] = await Promise.all([getEffect(id), getEffectRelations(id)]);
  if (!effect) notFound();
  return pageMetadata({
    title: `${effect.name} (status effect)`,
    description: effectSummary(effect, relations),
    path: `/effects/${effect._id}`,
    type: 'article',
    ownImage: true,
  });
}

export default async function EffectPage({ params }: Props) {
  const { id } = await params;
  const [effect, details] = await Promise.all([getEffect(id), getEffectDetails(id)]);
  if (!effect) notFound();
  return (
    <article>
      <EffectJsonLd effect={effect} relations={details.relations} />
      <EffectProfile effect={effect} effectNames={details.effectNames} />
      <EffectRelationsView relations={details.relations} />
      <HistorySection entries={details.history} verified={effect.verified} />
    </article>
  );
}
