import { z } from 'zod';
import { locales, translatableFields, type TranslatableCollection, type TranslationFile } from './locales';

const translatableCollections = Object.keys(translatableFields) as [
  TranslatableCollection,
  ...TranslatableCollection[],
];

/** A field path with indices (`skillTree[0].options[1].name`) → a text. */
const texts = z.record(z.string().min(1).max(200), z.string().min(1));

/**
 * One translation file as the import stores it (`content/i18n/<locale>/<collection>/<id>.json`),
 * in the read-only `translations` collection: `_id` is `<locale>/<collection>/<id>`, `fields` the
 * file's texts by path, `_source` the hash of the English each was made from, `_reading` the
 * name's kana (Japanese). Pages apply it with applyTranslation (lib/content/i18n.ts).
 */
export const translationSchema = z
  .strictObject({
    _id: z.string().min(1).max(200),
    locale: z.enum(locales),
    collection: z.enum(translatableCollections),
    id: z.string().min(1).max(64),
    fields: texts,
    _source: z.record(z.string().min(1).max(200), z.string().min(1).max(64)),
    _reading: z.string().min(1).max(200).optional(),
  })
  .refine((t) => t._id === translationId(t.locale, t.collection, t.id), {
    path: ['_id'],
    message: 'must be <locale>/<collection>/<id>',
  });

export type TranslationDoc = z.infer<typeof translationSchema>;

/** The `_id` of a document's translation into a locale. */
export function translationId(locale: string, collection: string, id: string): string {
  return `${locale}/${collection}/${id}`;
}

/** A stored translation as its file gives it, for applyTranslation: texts by path, `_source`, `_reading`. */
export function translationFile({ fields, _source, _reading }: TranslationDoc): TranslationFile {
  return { ...fields, _source, ...(_reading === undefined ? {} : { _reading }) };
}
