import { MAX_BIND_PARAMETERS } from '@/lib/store/sql';

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
  /** Regular expressions in one filter: each one is compiled and run per candidate value. */
  regexCount: 10,
  /** Counted repetition ({n,m}) bound inside a regex: large counts blow up the compiled automaton. */
  regexRepeat: 100,
  /** Values of $in / $nin / $all arrays, over the whole filter (and of any array in a document). */
  arrayLength: 1000,
  /** Values of an $all array and filters of an $and / $or / $nor array (one test each). */
  branchLength: 100,
  /** Conditions in one filter, counted over every nesting level: planning cost grows with each. */
  filterConditions: 100,
  /** Bind parameters of one statement; PostgreSQL's protocol allows 65,535, we stop far earlier. */
  bindParameters: MAX_BIND_PARAMETERS,
  /** $size operand: PostgreSQL compares array lengths as 32-bit integers. */
  maxSize: 2_147_483_647,
  /** Nesting of the whole request body (objects and arrays). */
  bodyDepth: 32,
  pathLength: 200,
  /** Array positions in one field path ("tiers.0.picks" has one): each doubles its jsonpaths. */
  positionalSegments: 3,
  sortKeys: 8,
  projectionKeys: 100,
} as const;
