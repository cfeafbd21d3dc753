import { OwnedFilterProvider } from '@/components/player/owned-filter';
import { PageHeader } from '@/components/common/page-header';
import { Tierlists } from '@/components/lists/tierlists';
import { getTierlists, tierlistFilters } from '@/lib/queries/tierlists';
import { listMetadata } from '@/components/lists/list-page';

export const metadata = listMetadata(tierlistFilters);

export default async function TierlistPage() {
  const { tierlists, characters, model } = await getTierlists();
  const { page } = tierlistFilters;
  return (
    <>
      <PageHeader title={page.title} icon={page.icon} lead={page.lead} />
      <OwnedFilterProvider>
        <Tierlists tierlists={tierlists} characters={characters} model={model} />
      </OwnedFilterProvider>
    </>
  );
}
