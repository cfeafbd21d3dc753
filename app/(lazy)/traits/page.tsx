import { ListPage, listMetadata } from '@/components/lists/list-page';
import { TraitCard } from '@/components/lists/trait-card';
import { traitList, getTraitList } from '@/lib/queries/traits';

export const metadata = listMetadata(traitList);

export default async function TraitsPage() {
  const { traits, model, holders, effectNames } = await getTraitList();
  return (
    <ListPage
      model={model}
      items={traits}
      card={(t) => <TraitCard trait={t} holders={holders.get(t._id)} effectNames={effectNames} />}
    />
  );
}
