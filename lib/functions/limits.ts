/** Bounds on what one request may ask of the backend. */
export const limits = {
  /** Request body, in bytes. */
  bodyBytes: 1_000_000,
  defaultLimit: 100,
  maxLimit: 1000,
  maxSkip: 100_000,
  /** Nesting of objects and arrays inside a filter. */
  filterDepth: 10,
  regexLength: 200,
  /** Elements of an $in / $nin / $all / $and / $or / $nor array. */
  arrayLength: 1000,
  pathLength: 200,
  sortKeys: 8,
  projectionKeys: 100,
} as const;
