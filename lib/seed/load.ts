import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { contentCollections, isContentCollection, type ContentCollection } from '@/lib/content';
import type { Locale } from '@/lib/content/i18n';
import { readJsonFiles } from './json-files';
import { loadPatches, PATCHES_DIR, type PatchFile } from './patches';
import { I18N_DIR, loadTranslations, type Glossary, type TranslationSource } from './translations';
import type { JsonDoc, SeedIssue, SourceDoc, SourceSet } from './types';

/** The content directory itself is missing. */
export class ContentDirError extends Error {
  override name = 'ContentDirError';
}

/** The result of reading the content directory: documents by collection, and files that could not be read. */
export interface LoadedContent {
  sources: SourceSet;
  issues: SeedIssue[];
  /** Ids (from the file names) of files that could not be read, per collection. */
  unreadable: { [C in ContentCollection]?: string[] };
  /** The game's patches (`content/patches/<version>.json`), oldest first. */
  patches?: PatchFile[];
  /** The content's translations (`content/i18n/<locale>/<collection>/<id>.json`). */
  translations?: TranslationSource[];
  /** Each locale's glossary of names (`content/i18n/<locale>/glossary.json`). */
  glossaries?: Partial<Record<Locale, Glossary>>;
}

/** `content/search/`: the search's vocabulary, read by the search index (lib/queries/search), not stored. */
const SEARCH_DIR = 'search';

/** Reads every `content/<collection>/*.json` (and the patches) under `dir`, in a stable order. Schema checks come later (`validate`). */
export async function loadContent(dir: string): Promise<LoadedContent> {
  const sources: SourceSet = {};
  const issues: SeedIssue[] = [];
  const unreadable: LoadedContent['unreadable'] = {};
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT' ? new ContentDirError(`content directory ${dir} does not exist`) : error;
  });
  for (const entry of entries) {
    if (
      entry.isDirectory() &&
      !entry.name.startsWith('.') &&
      entry.name !== PATCHES_DIR &&
      entry.name !== SEARCH_DIR &&
      entry.name !== I18N_DIR &&
      !isContentCollection(entry.name)
    ) {
      issues.push({
        file: display(path.join(dir, entry.name)),
        path: '',
        message: `"${entry.name}" is not a content collection (expected one of: ${contentCollections.join(', ')})`,
      });
    }
  }
  for (const collection of contentCollections) {
    const folder = path.join(dir, collection);
    const docs: SourceDoc[] = [];
    for (const read of await readJsonFiles(folder)) {
      const { name } = read;
      const file = display(read.file);
      if ('error' in read) {
        issues.push({ file, collection, path: '', message: read.error });
        (unreadable[collection] ??= []).push(name.slice(0, -'.json'.length));
        continue;
      }
      const parsed = read.json;
      if (!isJsonDoc(parsed)) {
        issues.push({
          file,
          collection,
          path: '_id',
          message: 'the file must hold one JSON object with a string _id',
        });
        continue;
      }
      if (`${parsed._id}.json` !== name) {
        issues.push({
          file,
          collection,
          _id: parsed._id,
          path: '_id',
          message: `_id "${parsed._id}" does not match the file name`,
        });
      }
      docs.push({ collection, file, doc: parsed });
    }
    if (docs.length > 0) sources[collection] = docs;
  }
  const patches = await loadPatches(dir, display);
  issues.push(...patches.issues);
  const translated = await loadTranslations(dir, display);
  issues.push(...translated.issues);
  return {
    sources,
    issues,
    unreadable,
    patches: patches.patches,
    translations: translated.translations,
    glossaries: translated.glossaries,
  };
}

function isJsonDoc(value: unknown): value is JsonDoc {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as JsonDoc)._id === 'string'
  );
}

/** Paths inside the working directory are shown relative to it, as a maintainer would type them. */
function display(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}
