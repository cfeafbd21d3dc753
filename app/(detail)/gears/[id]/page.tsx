import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GearDetails } from '@/components/gear/gear-details';
import { readIds } from '@/lib/queries/read';
import { getGear } from '@/lib/queries/gears';
import { GearJsonLd } from '@/components/gear/gear-json-ld';
import { GearProfile } from '@/components/gear/gear-profile';
import { gearSummary } from '@/components/gear/gear-summary';

interface Props {
  params: Promise<{ id: string }>;
}

/** Every piece is prerendered at build; one added later renders on its first request. */
export const generateStaticParams = () => readIds('gears');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const gear = await getGear((await params).id);
  if (!gear) notFound();
  const description = gearSummary(gear);
  const url = `/gears/${gear._id}`;
  return {
    title: gear.name,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'article', title: gear.name, description, url },
    twitter: { card: 'summary_large_image', title: gear.name, description },
  };
}

export default async function GearPage({ params }: Props) {
  const gear = await getGear((await params).id);
  if (!gear) notFound();
  return (
    <article>
      <GearJsonLd gear={gear} />
      <GearProfile gear={gear} />
      <GearDetails gear={gear} />
    </article>
  );
}
