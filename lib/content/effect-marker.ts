/** Relations an effect marker may name; the structured `interactions` hold the same list. */
export const markerRelations = ['applies', 'removes', 'prevents', 'resists', 'extends', 'spreads', 'benefits'] as const;
export type MarkerRelation = (typeof markerRelations)[number];

/**
 * `[[effect-id]]` or `[[relation:effect-id]]` inside prose: a link to a status effect. A plain
 * marker implies nothing; a typed one asserts a structured entry of that relation, and the import
 * refuses it when the document's `interactions` disagree. Group 1 is the relation (if given),
 * group 2 the effect id. A module of its own, without the schemas: client components (the tier
 * list's reasons) render prose with it.
 */
export const EFFECT_MARKER = new RegExp(
  String.raw`\[\[(?:(${markerRelations.join('|')}):)?([a-z0-9-]+)\]\]`,
  'g',
);

