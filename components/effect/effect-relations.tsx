import Link from '@/components/common/page-link';
import { sourceKindWords } from '@/components/search/search-words';
import type { EffectEdge, EffectRelationLists } from '@/lib/content';
import { markerRelations as interactionRelations } from '@/lib/content/effect-marker';
import { useLocale } from '#i18n/use-locale';
import { effectPageWords } from './effect-words';

interface EdgeWords {
  words: ReturnType<typeof effectPageWords>;
  kinds: ReturnType<typeof sourceKindWords>;
}

/** Sources with their figures; `withRelation` names what each does (the enemies' list mixes relations). */
function EdgeList({
  edges,
  withRelation = false,
  words,
  kinds,
}: EdgeWords & { edges: readonly EffectEdge[]; withRelation?: boolean }) {
  return (
    <ul className="list-unstyled mb-0">
      {edges.map(({ source: s, interaction }) => {
        const detail = [withRelation ? words.verb(interaction.relation) : '', words.detail(interaction)]
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={`${s.collection}-${s.id}-${s.part ?? ''}-${interaction.relation}`} className="mb-1">
            <Link href={s.href}>{s.name}</Link>
            {s.part && <> — {s.part}</>} <span className="text-body-secondary">({kinds[s.collection]})</span>
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
  const locale = useLocale();
  const words = effectPageWords(locale);
  const kinds = sourceKindWords(locale);
  const enemy = (e: EffectEdge) => e.source.collection === 'enemies';
  const groups = interactionRelations
    .map((r) => [r, relations[r].filter((e) => !enemy(e))] as const)
    .filter(([, edges]) => edges.length > 0);
  const enemies = interactionRelations.flatMap((r) => relations[r].filter(enemy));
  if (groups.length === 0 && enemies.length === 0)
    return <p className="text-body-secondary">{words.nothing}</p>;
  return (
    <>
      {groups.map(([r, edges]) => (
        <section key={r} data-relation={r} className="mb-3">
          <h2 className="h5">{words.heading(r)}</h2>
          <EdgeList edges={edges} words={words} kinds={kinds} />
        </section>
      ))}
      {enemies.length > 0 && (
        <section data-relation="enemies" className="mb-3">
          <h2 className="h5">{words.enemies}</h2>
          <EdgeList edges={enemies} withRelation words={words} kinds={kinds} />
        </section>
      )}
    </>
  );
}
