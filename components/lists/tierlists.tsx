import { RichText } from '@/components/common/rich-text';
import type { CharacterCard } from '@/lib/queries/characters';
import type { ListModel } from '@/lib/queries/list';
import type { Tierlist } from '@/lib/content';
import { tierCharacter } from './tier-entry';
import type { TierCharacter } from './tier-table';
import { TierlistView } from './tierlist-view';

export interface TierlistsProps {
  /** Every mode's tier list, in mode order. */
  tierlists: (Tierlist & { updatedAt?: string })[];
  characters: ReadonlyMap<string, CharacterCard>;
  model: ListModel;
}

/** Every mode's tiers rendered on the server, each placed character once, for the browser to show by URL. */
export function Tierlists({ tierlists, characters, model }: TierlistsProps) {
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
  if (modes.length === 0) return <p className="text-body-secondary">No tier list has been published yet.</p>;
  return <TierlistView model={model} modes={modes} characters={placed} />;
}
