import Link from '@/components/common/page-link';
import type { EffectEdge, EffectRelationLists } from '@/lib/content';
import { markerRelations as interactionRelations } from '@/lib/content/effect-marker';
import { effectSourceKinds, relationLabels } from '@/lib/content/interaction-label';
import { interactionDetail } from '@/lib/content/interaction-detail';
import { interactionWords } from '@/lib/i18n/card-words';
import { useLocale } from '#i18n/use-locale';

/** Sources with their figures; `withRelation` names what each does (the enemies' list mixes relations). */
function EdgeList({ edges, withRelation = false }: { edges: readonly EffectEdge[]; withRelation?: boolean }) {
  const words = interactionWords(useLocale());
  return (
    <ul className="list-unstyled mb-0">
      {edges.map(({ source: s, interaction }) => {
        const detail = [withRelation ? interaction.relation : '', interactionDetail(interaction, words)]
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={`${s.collection}-${s.id}-${s.part ?? ''}-${interaction.relation}`} className="mb-1">
            <Link href={s.href}>{s.name}</Link>
            {s.part && <> — {s.part}</>}{' '}
            <span className="text-body-secondary">({effectSourceKinds[s.collection]})</span>
            {detail && <span className="text-body-secondary"> · {detail}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * An effect's relations, from the structured interactions: what applies it (with chance, turns and
 * target), removes, prevents, resists (with amount), extends or spreads it, what benefits from it,
 * and the enemies that use it.
 */
export function EffectRelationsView({ relations }: { relations: EffectRelationLists }) {
  const enemy = (e: EffectEdge) => e.source.collection === 'enemies';
  const groups = interactionRelations
    .map((r) => [r, relations[r].filter((e) => !enemy(e))] as const)
    .filter(([, edges]) => edges.length > 0);
  const enemies = interactionRelations.flatMap((r) => relations[r].filter(enemy));
  if (groups.length === 0 && enemies.length === 0)
    return <p className="text-body-secondary">Nothing in the game touches it yet.</p>;
  return (
    <>
      {groups.map(([r, edges]) => (
        <section key={r} data-relation={r} className="mb-3">
          <h2 className="h5">{relationLabels[r]}</h2>
          <EdgeList edges={edges} />
        </section>
      ))}
      {enemies.length > 0 && (
        <section data-relation="enemies" className="mb-3">
          <h2 className="h5">Enemies that use it</h2>
          <EdgeList edges={enemies} withRelation />
        </section>
      )}
    </>
  );
}
