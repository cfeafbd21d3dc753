import type { Metadata } from 'next';
import { ListPage } from '@/components/lists/list-page';
import { TraitCard } from '@/components/lists/trait-card';
import { getTraitList } from '@/lib/queries/traits';

export const metadata: Metadata = {
  title: 'Traits',
  description:
    'All Lanternfall traits — innate, aura, conditional and awakening — and the characters who have them.',
  alternates: { canonical: '/traits' },
};

export default async function TraitsPage() {
  const { traits, model, holders, effectNames } = await getTraitList();
  return (
    <ListPage
      title="Traits"
      icon="stars"
      lead="Passive traits by category, and the characters who carry them."
      model={model}
      items={traits}
      columns="row-cols-1 row-cols-lg-2"
      card={(t) => <TraitCard trait={t} holders={holders.get(t._id)} effectNames={effectNames} />}
    />
  );
}
