import 'server-only';
import { effectMentions, effectRelations, type EffectRelation } from '@/lib/content';
import { readAll } from './read';

/** Something that relates to an effect, with the kind of thing it is and where it is shown. */
export interface RelatedEntry {
  kind: 'skill' | 'trait' | 'gear' | 'tarot' | 'engraving' | 'skill-tree option' | 'enemy';
  name: string;
  href: string;
}

/** For one effect: what applies it, removes it, resists it and benefits from it. */
export type EffectRelations = Record<EffectRelation, RelatedEntry[]>;

/**
 * Every effect's relations, both ways: from the structured fields (a skill's or enemy skill's
 * `effects` apply them) and from the typed markers in every text (`[[removes:burn]]`).
 */
export async function getEffectRelations(): Promise<Map<string, EffectRelations>> {
  const [skills, traits, gears, tarots, engravings, characters, enemies] = await Promise.all([
    readAll('skills', { projection: { _id: 1, name: 1, description: 1, effects: 1 }, sort: { name: 1 } }),
    readAll('traits', { projection: { _id: 1, name: 1, description: 1 }, sort: { name: 1 } }),
    readAll('gears', {
      projection: { _id: 1, name: 1, description: 1, passive: 1, setBonus: 1 },
      sort: { name: 1 },
    }),
    readAll('tarots', {
      projection: { _id: 1, name: 1, upright: 1, reversed: 1, lore: 1 },
      sort: { arcana: 1 },
    }),
    readAll('engravings', { projection: { _id: 1, name: 1, description: 1, levels: 1 }, sort: { name: 1 } }),
    readAll('characters', { projection: { _id: 1, name: 1, skillTree: 1 }, sort: { name: 1 } }),
    readAll('enemies', { projection: { _id: 1, name: 1, description: 1, skills: 1 }, sort: { name: 1 } }),
  ]);
  const relations = new Map<string, EffectRelations>();
  const add = (effect: string, relation: EffectRelation, entry: RelatedEntry) => {
    const forEffect =
      relations.get(effect) ??
      (Object.fromEntries(effectRelations.map((r) => [r, []])) as unknown as EffectRelations);
    if (!forEffect[relation].some((e) => e.href === entry.href)) forEffect[relation].push(entry);
    relations.set(effect, forEffect);
  };
  const fromTexts = (texts: (string | undefined)[], entry: RelatedEntry, structured: string[] = []) => {
    for (const effect of structured) add(effect, 'applies', entry);
    for (const text of texts) for (const m of effectMentions(text ?? '')) add(m.effect, m.relation, entry);
  };

  for (const s of skills)
    fromTexts(
      [s.description],
      { kind: 'skill', name: s.name, href: `/skills#${s._id}` },
      s.effects.map((e) => e.effect),
    );
  for (const t of traits)
    fromTexts([t.description], { kind: 'trait', name: t.name, href: `/traits#${t._id}` });
  for (const g of gears)
    fromTexts([g.description, g.passive.description, g.setBonus], {
      kind: 'gear',
      name: g.name,
      href: `/gears/${g._id}`,
    });
  for (const t of tarots)
    fromTexts([t.upright.description, t.reversed.description, t.lore], {
      kind: 'tarot',
      name: t.name,
      href: `/tarots#${t._id}`,
    });
  for (const e of engravings)
    fromTexts([e.description, ...e.levels], {
      kind: 'engraving',
      name: e.name,
      href: `/engravings#${e._id}`,
    });
  for (const c of characters)
    for (const tier of c.skillTree)
      for (const o of tier.options)
        fromTexts([o.description], {
          kind: 'skill-tree option',
          name: `${o.name} (${c.name})`,
          href: `/chars/${c._id}#skill-tree`,
        });
  for (const e of enemies)
    fromTexts(
      [e.description, ...e.skills.map((s) => s.description)],
      { kind: 'enemy', name: e.name, href: `/enemies#${e._id}` },
      e.skills.flatMap((s) => s.effects),
    );
  return relations;
}
