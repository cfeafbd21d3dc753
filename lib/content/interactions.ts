import { z } from 'zod';
import { EFFECT_MARKER, markerRelations, type MarkerRelation } from './effect-marker';

/**
 * How a game element touches a status effect. The structured entries are the only source of a
 * relation: prose markers (`[[burn]]`) link and imply nothing.
 * - applies: puts the effect on a target (chance, turns, stacks);
 * - removes: cleanses or dispels it from a target;
 * - prevents: makes a target immune to it;
 * - resists: a target takes less of it (damage, duration or chance, by `amount` percent);
 * - extends: adds `turns` to it where it already is;
 * - spreads: copies it from one target to others;
 * - benefits: a conditional bonus against a target under it, or while the bearer is under it.
 */
export const interactionRelations = markerRelations;
export type InteractionRelation = MarkerRelation;

/** Who the interaction lands on. */
export const interactionTargets = ['self', 'ally', 'allies', 'enemy', 'enemies', 'area'] as const;
/** What a resistance cuts. */
export const resistAspects = ['damage', 'duration', 'chance'] as const;
/** For `benefits`: the bonus holds against a target under the effect, or while the bearer is under it. */
export const benefitWhen = ['target', 'self'] as const;

const percent = z.number().min(-1000).max(1000);

/** One structured interaction; which fields apply depends on the relation (checked below). */
export const interactionSchema = z
  .strictObject({
    effect: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be an effect id')
      .max(64),
    relation: z.enum(interactionRelations),
    target: z.enum(interactionTargets).optional(),
    /** applies: percent chance per target. */
    chance: z.number().int().min(1).max(100).optional(),
    /** applies: duration in turns (0: until removed); extends: turns added. */
    turns: z.number().int().min(0).max(20).optional(),
    /** applies: stacks added at once. */
    stacks: z.number().int().min(1).max(99).optional(),
    /** resists: percent cut; benefits: percent bonus (when it is a percentage). */
    amount: percent.optional(),
    /** Engravings: `amount` at each level, index 0 being level 1, where it differs by level. */
    amounts: z.array(percent).min(1).max(10).optional(),
    /** resists: what is cut. */
    aspect: z.enum(resistAspects).optional(),
    /** benefits: against a target under the effect, or while the bearer is under it. */
    when: z.enum(benefitWhen).optional(),
    /** benefits: the bonus in words, e.g. "+20% damage". */
    bonus: z.string().min(1).max(120).optional(),
  })
  .superRefine((entry, ctx) => {
    const rules: Record<InteractionRelation, { required: string[]; allowed: string[] }> = {
      applies: { required: ['target', 'chance', 'turns'], allowed: ['stacks'] },
      removes: { required: ['target'], allowed: [] },
      prevents: { required: ['target'], allowed: ['turns'] },
      resists: { required: ['target', 'aspect'], allowed: ['amount', 'amounts'] },
      extends: { required: ['target', 'turns'], allowed: [] },
      spreads: { required: ['target'], allowed: [] },
      benefits: { required: ['when', 'bonus'], allowed: ['target', 'amount', 'amounts'] },
    };
    const { required, allowed } = rules[entry.relation];
    const present = Object.keys(entry).filter((k) => k !== 'effect' && k !== 'relation');
    for (const field of required)
      if (!present.includes(field))
        ctx.addIssue({ code: 'custom', path: [field], message: `"${entry.relation}" needs ${field}` });
    for (const field of present)
      if (!required.includes(field) && !allowed.includes(field))
        ctx.addIssue({ code: 'custom', path: [field], message: `"${entry.relation}" does not take ${field}` });
    if (entry.relation === 'resists' && entry.amount === undefined && entry.amounts === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: '"resists" needs amount or amounts' });
   })
  .meta({
    id: 'Interaction',
    description:
      'What a game element does to a status effect; the only source of the effect graph (prose markers only link). ' +
      'Fields by relation: applies needs target, chance, turns (stacks optional); removes and spreads need target; ' +
      'prevents needs target (turns optional); resists needs target, aspect and amount or amounts (per level); ' +
      'extends needs target, turns; benefits needs when and bonus (target, amount, amounts optional). ' +
      'Query it with $elemMatch, e.g. {"interactions": {"$elemMatch": {"effect": "burn", "relation": "removes"}}}.',
    example: { effect: 'blind', relation: 'applies', target: 'enemies', chance: 50, turns: 1 },
  });

export type Interaction = z.infer<typeof interactionSchema>;

/** The structured interactions of one part of a document; empty when it touches no effect. */
export const interactions = z.array(interactionSchema).max(12).default([]);

/** A prose field and the structured entries that must agree with it. */
export interface InteractionUnit {
  /** Dotted path of the part, e.g. `passive` or `skills.2`; '' for the document itself. */
  path: string;
  /** What the part is called on a page (a gear's passive name, an enemy skill's name). */
  label?: string;
  texts: { path: string; text: string }[];
  interactions: Interaction[];
  /** Dotted path of the `interactions` array. */
  interactionsPath: string;
}

/** One prose/structure disagreement, located by field path. */
export interface InteractionIssue {
  path: string;
  message: string;
}

/**
 * The disagreements between one unit's prose and its structured entries: every marker names an
 * effect that has an entry (and, when typed, `[[removes:burn]]`, an entry of that relation), and
 * every entry's effect is marked in the prose, so what a player reads is what the data says.
 */
export function checkUnit(unit: InteractionUnit): InteractionIssue[] {
  const issues: InteractionIssue[] = [];
  const marked = new Set<string>();
  for (const { path, text } of unit.texts) {
    for (const m of text.matchAll(EFFECT_MARKER)) {
      const effect = m[2]!;
      const relation = m[1] as InteractionRelation | undefined;
      marked.add(effect);
      const entries = unit.interactions.filter((i) => i.effect === effect);
      if (entries.length === 0)
        issues.push({
          path,
          message: `text marks [[${m[1] ? `${m[1]}:` : ''}${effect}]] but ${unit.interactionsPath} has no entry for "${effect}"`,
        });
      else if (relation && !entries.some((i) => i.relation === relation))
        issues.push({
          path,
          message: `text says [[${relation}:${effect}]] but ${unit.interactionsPath} says ${entries
            .map((i) => `${i.relation} ${effect}`)
            .join(', ')}`,
        });
    }
  }
  unit.interactions.forEach((entry, i) => {
    if (!marked.has(entry.effect))
      issues.push({
        path: `${unit.interactionsPath}.${i}.effect`,
        message: `${entry.relation} "${entry.effect}" is not marked as [[${entry.effect}]] in the text`,
      });
  });
  return issues;
}

/** What a unit's document is, for the units below. */
type AnyDoc = Record<string, unknown> & { _id: string };
type Part = { name?: string; description?: string; interactions?: Interaction[] };

/**
 * The parts of a content document that can touch an effect, each with its prose and its
 * structured entries: a skill, trait or engraving is one part; a gear has its passive and its set
 * bonus; a tarot its upright and reversed sides; an enemy each skill; a character each skill-tree
 * option. Other prose (profiles, lore, reasons, effect texts) only links.
 */
export function interactionUnits(collection: string, doc: AnyDoc): InteractionUnit[] {
  const own = (doc.interactions as Interaction[] | undefined) ?? [];
  const part = (path: string, p: Part | undefined): InteractionUnit[] =>
    p
      ? [
          {
            path,
            label: p.name,
            texts: p.description ? [{ path: `${path}.description`, text: p.description }] : [],
            interactions: p.interactions ?? [],
            interactionsPath: `${path}.interactions`,
          },
        ]
      : [];
  switch (collection) {
    case 'skills':
    case 'traits':
      return [
        {
          path: '',
          texts: [{ path: 'description', text: doc.description as string }],
          interactions: own,
          interactionsPath: 'interactions',
        },
      ];
    case 'engravings':
      return [
        {
          path: '',
          texts: (doc.levels as string[]).map((text, i) => ({ path: `levels.${i}`, text })),
          interactions: own,
          interactionsPath: 'interactions',
        },
      ];
    case 'gears': {
      const units = part('passive', doc.passive as Part);
      if (doc.setBonus !== undefined || doc.setInteractions !== undefined)
        units.push({
          path: 'set',
          label: doc.set as string | undefined,
          texts: doc.setBonus ? [{ path: 'setBonus', text: doc.setBonus as string }] : [],
          interactions: (doc.setInteractions as Interaction[] | undefined) ?? [],
          interactionsPath: 'setInteractions',
        });
      return units;
    }
    case 'tarots':
      return [...part('upright', doc.upright as Part), ...part('reversed', doc.reversed as Part)];
    case 'enemies':
      return ((doc.skills as Part[] | undefined) ?? []).flatMap((s, i) => part(`skills.${i}`, s));
    case 'characters':
      return ((doc.skillTree as { options: Part[] }[] | undefined) ?? []).flatMap((tier, i) =>
        tier.options.flatMap((o, j) => part(`skillTree.${i}.options.${j}`, o)),
      );
    default:
      return [];
  }
}

/** Every string of a value with its dotted path. */
function strings(value: unknown, path: string, out: { path: string; text: string }[] = []) {
  if (typeof value === 'string') out.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, path ? `${path}.${i}` : String(i), out));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, path ? `${path}.${k}` : k, out);
  return out;
}

/**
 * Every effect disagreement of one content document: each interaction unit's prose against its
 * structured entries (checkUnit); structured entries naming an effect that does not exist (when
 * `effects` is given); and relation-prefixed markers in free prose (profiles, lore, reasons,
 * effect texts), which has no structured entries to agree with, so it may only link.
 */
export function interactionIssues(
  collection: string,
  doc: AnyDoc,
  effects?: ReadonlySet<string>,
): InteractionIssue[] {
  const units = interactionUnits(collection, doc);
  const issues = units.flatMap(checkUnit);
  if (effects)
    for (const unit of units)
      unit.interactions.forEach((entry, i) => {
        if (!effects.has(entry.effect))
          issues.push({ path: `${unit.interactionsPath}.${i}.effect`, message: `unknown effect "${entry.effect}"` });
      });
  const mechanical = new Set(units.flatMap((u) => u.texts.map((t) => t.path)));
  for (const { path, text } of strings(doc, '')) {
    if (mechanical.has(path)) continue;
    for (const m of text.matchAll(EFFECT_MARKER))
      if (m[1])
        issues.push({
          path,
          message: `[[${m[1]}:${m[2]}]] is in free prose, which only links: write [[${m[2]}]] (a relation belongs in a text with interactions)`,
        });
  }
  return issues;
}
