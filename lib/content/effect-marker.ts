/** How a text relates to the status effect it names; a plain `[[effect-id]]` applies it. */
export const effectRelations = ['applies', 'removes', 'resists', 'benefits'] as const;
export type EffectRelation = (typeof effectRelations)[number];

/**
 * `[[effect-id]]` or `[[relation:effect-id]]` inside prose: a link to a status effect, saying
 * whether the text applies it (the default), removes it, resists it or benefits from it.
 * Group 1 is the relation (if given), group 2 the effect id. A module of its own, without the
 * schemas: client components (the tier list's reasons) render prose with it.
 */
export const EFFECT_MARKER = new RegExp(
  String.raw`\[\[(?:(${effectRelations.join('|')}):)?([a-z0-9-]+)\]\]`,
  'g',
);
