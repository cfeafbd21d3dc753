import Link from '@/components/common/page-link';
import { RichText } from '@/components/common/rich-text';
import type { TierPlacement } from '@/lib/content';
import { modeIcons } from '@/components/common/game-modes';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { entityHref } from '@/lib/kinds/registry';
import { Icon } from '@/components/common/icon';
import { ColumnHeads } from '@/components/common/column-heads';

/** Where the character sits in each mode's tier list, with the reason, linking to that list. */
export function TierPlacements({
  placements,
  effectNames,
}: {
  placements: readonly TierPlacement[];
  /** Effect id → name in the page's language, for the effects the reasons mark. */
  effectNames: Readonly<Record<string, string>>;
}) {
  const locale = useLocale();
  const t = getT(locale, 'tierPlacements');
  if (placements.length === 0) return <p className="text-body-secondary">{t('none')}</p>;
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <ColumnHeads columns={[{ label: t('mode') }, { label: t('tier') }, { label: t('why') }]} />
        <tbody>
          {placements.map((p) => (
            <tr key={p.mode}>
              <th scope="row">
                <Link href={entityHref('tierlists', p.mode)}>
                  <Icon name={modeIcons[p.mode]} className="me-1" />
                  {term(locale, 'gameModes', p.mode)}
                </Link>
              </th>
              <td>
                <span className="badge text-bg-dark fs-6">{p.tier}</span>
              </td>
              <td>
                <RichText text={p.reason} effectNames={effectNames} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
