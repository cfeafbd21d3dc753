import type { TranslationDoc } from '@/lib/content';
import { sourceHash } from '@/lib/content/i18n';

/** A stored translation of one document's fields, made from the English texts in `from` (tests). */
export function storedTranslation(
  locale: 'ja' | 'es',
  collection: TranslationDoc['collection'],
  id: string,
  fields: Record<string, string>,
  from: Record<string, string>,
): TranslationDoc {
  return {
    _id: `${locale}/${collection}/${id}`,
    locale,
    collection,
    id,
    fields,
    _source: Object.fromEntries(Object.keys(fields).map((f) => [f, sourceHash(from[f]!)])),
  };
}
