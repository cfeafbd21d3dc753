import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { GearDetails } from '@/components/gear/gear-details';
import { readIds } from '@/lib/queries/read';
import { getGear } from '@/lib/queries/gears';
import { GearJsonLd } from '@/components/gear/gear-json-ld';
import { GearProfile } from '@/components/gear/gear-profile';
import { GearSourceEvents } from '@/components/gear/gear-source-events';
import { gearSummary } from '@/components/gear/gear-summary';
import { HistorySection } from '@/components/history/history-section';
import { getEntityHistory } from '@/lib/queries/history';

interface Props {
  params: Promise<{ id: string }>;
}

/** Every piece is prerendered at build; one added later renders on its first request. */
export const generateStaticParams = () => readIds('gears');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const gear = await getGear((await params).id);
  if (!gear) notFound();
  const description = gearSummary(gear);
  return pageMetadata({
    title: gear.name,
    description,
    path: `/gears/${gear._id}`,
    type: 'article',
    ownImage: true,
  });
}

export default async function GearPage({ params }: Props) {
  const { id } = await params;
  const [gear, history] = await Promise.all([getGear(id), getEntityHistory('gears', id)]);
  if (!gear) notFound();
  return (
    <article>
      <GearJsonLd gear={gear} />
      <GearProfile gear={gear} />
      <GearSourceEvents ids={gear.sourceEvents ?? []} />
      <GearDetails gear={gear} />
      <HistorySection entries={history} verified={gear.verified} />
    </article>
  );
}
