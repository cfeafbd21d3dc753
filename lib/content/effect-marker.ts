/**
 * `[[effect-id]]` or `[[relation:effect-id]]` inside prose: a link to a status effect, saying
 * whether the text applies it (the default), removes it, resists it or benefits from it.
 * Group 1 is the relation (if given), group 2 the effect id. A module of its own, without the
 * schemas: client components (the tier list's reasons) render prose with it.
 */
export const EFFECT_MARKER = /\[\[(?:(applies|removes|resists|benefits):)?([a-z0-9-]+)\]\]/g;
