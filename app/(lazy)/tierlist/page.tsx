import { PageHeader } from '@/components/common/page-header';
import { RichText } from '@/components/common/rich-text';
import { tierCharacter } from '@/components/lists/tier-entry';
import type { TierCharacter } from '@/components/lists/tier-table';
import { TierlistView } from '@/components/lists/tierlist-view';
import { getTierlists, tierlistFilters } from '@/lib/queries/tierlists';
import { listMetadata } from '@/components/lists/list-page';

export const metadata = listMetadata(tierlistFilters);

export default async function TierlistPage() {
  const { tierlists, characters, model } = await getTierlists();
  const { page } = tierlistFilters;
  const placed: Record<string, TierCharacter> = {};
  const modes = tierlists.map((list) => {
    const updated = list.updatedAt?.slice(0, 10) ?? list.verified.date;
    const reasons: Record<string, React.ReactNode> = {};
    const tiers = list.tiers.map((tier) => ({
      tier: tier.tier,
      entries: tier.entries.flatMap((entry) => {
        const character = characters.get(entry.character);
        if (!character) return [];
        placed[character._id] ??= tierCharacter(character);
        reasons[character._id] = (
          <RichText as="p" className="small text-body-secondary mb-0" text={entry.reason} />
        );
        return [character._id];
      }),
    }));
    const intro = (
      <>
        <p className="small text-body-secondary">
          Last updated <time dateTime={updated}>{updated}</time> · game version {list.verified.version}
        </p>
        <RichText as="p" text={list.description} />
      </>
    );
    return { mode: list.mode, intro, tiers, reasons };
  });
  return (
    <>
      <PageHeader title={page.title} icon={page.icon} lead={page.lead} />
      {modes.length > 0 ? (
        <TierlistView model={model} modes={modes} characters={placed} />
      ) : (
        <p className="text-body-secondary">No tier list has been published yet.</p>
      )}
    </>
  );
}
