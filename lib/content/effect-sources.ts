// Without zod: interaction-label, which client components load, names these collections too.

/** The collections whose documents can touch an effect, in the order the graph lists them. */
export const effectSourceCollections = [
  'skills',
  'traits',
  'gears',
  'tarots',
  'engravings',
  'enemies',
  'characters',
] as const;
export type EffectSourceCollection = (typeof effectSourceCollections)[number];
