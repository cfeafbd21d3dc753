import Link from '@/components/common/page-link';
import { RichText } from '@/components/common/rich-text';
import type { TierPlacement } from '@/lib/content';
import { modeIcons, modeLabels } from '@/components/common/game-modes';
import { entityHref } from '@/lib/kinds/registry';
import { Icon } from '@/components/common/icon';
import { ColumnHeads } from '@/components/common/column-heads';

/** Where the character sits in each mode's tier list, with the reason, linking to that list. */
export function TierPlacements({ placements }: { placements: readonly TierPlacement[] }) {
  if (placements.length === 0) return <p className="text-body-secondary">Not placed in any tier list yet.</p>;
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <ColumnHeads columns={[{ label: 'Mode' }, { label: 'Tier' }, { label: 'Why' }]} />
        <tbody>
          {placements.map((p) => (
            <tr key={p.mode}>
              <th scope="row">
                <Link href={entityHref('tierlists', p.mode)}>
                  <Icon name={modeIcons[p.mode]} className="me-1" />
                  {modeLabels[p.mode]}
                </Link>
              </th>
              <td>
                <span className="badge text-bg-dark fs-6">{p.tier}</span>
              </td>
              <td>
                <RichText text={p.reason} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
