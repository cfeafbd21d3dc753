import { z } from 'zod';
import { interactionRelations } from './interactions';

/** One search word as players type it: lower case, letters, digits and hyphens, no spaces. */
const word = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be one lower-case word')
  .max(30);

const distinct = (list: string[]) => new Set(list).size === list.length;

/**
 * The players' words the search understands (`content/search/synonyms.json`): synonyms that
 * stand for the game's own terms ("fire" for the Flame element), and the words of a relation
 * question ("what removes burn": a relation word, filler words, an effect's name or alias).
 */
export const searchVocabularySchema = z
  .strictObject({
    synonyms: z
      .array(
        z.strictObject({
          /** What players type. */
          words: z.array(word).min(1).max(12).refine(distinct, 'must not repeat a word'),
          /** The game's words they stand for, as they appear in names and facets. */
          means: z.array(word).min(1).max(6).refine(distinct, 'must not repeat a word'),
        }),
      )
      .max(100),
    /** Per relation of the effect graph, the words that ask for it ("cleanse" → removes). */
    relations: z.strictObject(
      Object.fromEntries(interactionRelations.map((r) => [r, z.array(word).min(1).max(20)])) as {
        [R in (typeof interactionRelations)[number]]: z.ZodArray<typeof word>;
      },
    ),
    /** Words a question may hold around the relation and the effect ("what", "from"). */
    fillers: z.array(word).max(60).refine(distinct, 'must not repeat a word'),
  })
  .superRefine((vocabulary, ctx) => {
    // One word asks for one relation: otherwise "what X burn" would have two readings.
    const seen = new Map<string, string>();
    for (const [relation, words] of Object.entries(vocabulary.relations))
      for (const w of words) {
        const other = seen.get(w);
        if (other)
          ctx.addIssue({ code: 'custom', path: ['relations', relation], message: `"${w}" already asks for ${other}` });
        seen.set(w, relation);
        if (vocabulary.fillers.includes(w))
          ctx.addIssue({ code: 'custom', path: ['relations', relation], message: `"${w}" is also a filler` });
      }
  });

export type SearchVocabulary = z.infer<typeof searchVocabularySchema>;
