import Link from '@/components/common/page-link';
// From its own module, not the schemas': the card is drawn in the browser too.
import { effectRelations, type EffectRelation } from '@/lib/content/effect-marker';
import type { EffectRelations } from '@/lib/queries/effect-relations';

const labels: Record<EffectRelation, string> = {
  applies: 'Applied by',
  removes: 'Removed by',
  resists: 'Resisted by',
  benefits: 'Benefits from it',
};

/**
 * An effect's relations, grouped: what applies, removes, resists and benefits from it. With
 * `totals`, the relations given are the first few of each group, and the rest are counted.
 */
export function EffectRelationsView({
  relations,
  totals,
}: {
  relations: EffectRelations | undefined;
  totals?: Partial<Record<EffectRelation, number>>;
}) {
  const groups = effectRelations.filter((r) => (relations?.[r].length ?? 0) > 0);
  if (groups.length === 0)
    return <p className="small text-body-secondary mb-0">Nothing in the game refers to it yet.</p>;
  return (
    <dl className="small mb-0">
      {groups.map((r) => (
        <div key={r} data-relation={r}>
          <dt className="text-body-secondary fw-normal">{labels[r]}</dt>
          <dd className="mb-1">
            {(relations?.[r] ?? []).map((e, i) => (
              <span key={e.href}>
                {i > 0 && ', '}
                <Link href={e.href}>{e.name}</Link>
                {` (${e.kind})`}
              </span>
            ))}
            {(totals?.[r] ?? 0) > (relations?.[r].length ?? 0) &&
              ` and ${(totals?.[r] ?? 0) - (relations?.[r].length ?? 0)} more`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
