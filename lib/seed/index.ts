import path from 'node:path';
import { contentCollections, type ContentCollection, type TranslationDoc } from '@/lib/content';
import { apply, type SeedClient } from './apply';
import { loadContent } from './load';
import { buildTimelines, replayedStep } from './patches';
import { isNoop, plan, type SeedPlan, type StoredSet } from './plan';
import { formatCounts, formatIssues, formatPlan, formatRemoved } from './report';
import {
  formatCoverage,
  formatTranslationPlan,
  isTranslationNoop,
  planTranslations,
  type TranslationPlan,
} from './translations';
import type { JsonDoc, SeedIssue } from './types';
import { validate } from './validate';

export { apply, SeedWriteError, type SeedClient } from './apply';
export { changedPaths } from './diff';
export { ContentDirError, loadContent } from './load';
export { plan, type SeedPlan } from './plan';
export { formatIssues, formatPlan } from './report';
export type { SeedIssue } from './types';
export { validate } from './validate';

/** Where the content files live unless told otherwise. */
export const DEFAULT_CONTENT_DIR = path.join(process.cwd(), 'content');

/** Largest page the import asks `find` for when it reads a collection. */
const PAGE = 100;

export interface RunSeedOptions {
  /** The data helper to read and write through (HTTP or in-process). */
  client: SeedClient;
  contentDir?: string;
  /** Report what would change and write nothing. */
  dryRun?: boolean;
  /** Where progress lines go (default: console.log). */
  log?: (line: string) => void;
  /** Skip inserts whose _id another writer created meanwhile (servers seeding at the same start). */
  skipExisting?: boolean;
  /** Only insert what is missing; documents that differ from their file are left alone. */
  addOnly?: boolean;
}

export interface SeedResult {
  /** invalid: content has issues and nothing was written. */
  status: 'invalid' | 'dry-run' | 'up-to-date' | 'applied';
  issues: SeedIssue[];
  plan?: SeedPlan;
  /** Documents inserted or updated. */
  written: number;
  /** Files read, per collection. */
  counts: Record<ContentCollection, number>;
  /** What the import does to the stored translations (content/i18n), once the content is valid. */
  translations?: TranslationPlan;
}

/**
 * Imports content/ into the store: validates every file (schema and references) before the
 * first write, then inserts new documents and updates changed ones. Running it twice writes nothing.
 */
export async function runSeed({
  client,
  contentDir = DEFAULT_CONTENT_DIR,
  dryRun = false,
  log = console.log,
  skipExisting = false,
  addOnly = false,
}: RunSeedOptions): Promise<SeedResult> {
  const loaded = await loadContent(contentDir);
  const validation = validate(loaded);
  const { valid } = validation;
  const { timelines, issues: patchIssues } = buildTimelines(loaded.patches ?? [], valid);
  const issues = [...validation.issues, ...patchIssues];
  const counts = Object.fromEntries(
    contentCollections.map((c) => [c, loaded.sources[c]?.length ?? 0]),
  ) as Record<ContentCollection, number>;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  log(`Read ${total} content files from ${contentDir}`);
  if (loaded.translations?.length && validation.coverage)
    formatCoverage(validation.coverage).forEach((l) => log(l));

  if (issues.length > 0) {
    log(`${issues.length} problem(s) in the content; nothing was written:\n${formatIssues(issues)}`);
    return { status: 'invalid', issues, written: 0, counts };
  }

  const stored = await readStore(client);
  const planned = plan(stored, valid);
  // Translations are written by the import alone, so even a first start's add-only run brings
  // them in line with content/i18n: new and changed files written, removed ones deleted.
  const translations = planTranslations(
    (await readAll(client, 'translations')) as TranslationDoc[],
    loaded.translations ?? [],
  );
  const resume = new Map<string, number>();
  if (addOnly) {
    // The issues concern changed documents, which an add-only run does not touch, except a
    // document whose patch replay was cut short: it is still in one of its replayed states.
    planned.issues = [];
    for (const collection of contentCollections) {
      const { changed, unchanged } = planned.collections[collection];
      planned.collections[collection].changed = changed.filter((c) => {
        const timeline = timelines.get(`${collection}/${c.doc._id}`);
        const at = timeline ? replayedStep(timeline, stored[collection], c.doc._id) : -1;
        if (at < 0) unchanged.push(c.doc._id);
        else resume.set(`${collection}/${c.doc._id}`, at + 1);
        return at >= 0;
      });
    }
  }
  if (planned.issues.length > 0) {
    log(
      `${planned.issues.length} change(s) cannot be written; nothing was written:\n${formatIssues(planned.issues)}`,
    );
    return { status: 'invalid', issues: planned.issues, plan: planned, written: 0, counts };
  }
  if (dryRun) {
    log(`Dry run: nothing is written.\n${formatPlan(planned)}\n${formatTranslationPlan(translations)}`);
    return { status: 'dry-run', issues: [], plan: planned, written: 0, counts, translations };
  }
  const { written } = await apply(
    client,
    planned,
    (p) => {
      log(formatCounts(p));
      planned.collections[p.collection].removed.map(formatRemoved).forEach((line) => log(line));
    },
    { skipExisting, timelines, resume },
  );
  if (!isTranslationNoop(translations)) {
    try {
      await client.writeTranslations({
        put: [...translations.added, ...translations.changed],
        remove: translations.removed,
      });
      log(formatTranslationPlan(translations));
    } catch (error) {
      // Over --url: the protocol does not write translations; the content above is written.
      if ((error as { code?: unknown } | null)?.code !== 'forbidden') throw error;
      log(`Translations not written (${formatTranslationPlan(translations)}): ${(error as Error).message}`);
    }
  } else log(formatTranslationPlan(translations));
  const noop = isNoop(planned) && isTranslationNoop(translations);
  log(noop ? 'The store already matches content/.' : `Wrote ${written} document(s).`);
  return {
    status: noop ? 'up-to-date' : 'applied',
    issues: [],
    plan: planned,
    written,
    counts,
    translations,
  };
}

/** Where the first-start import records that it finished (see importOnFirstStart). */
export interface ImportMarker {
  isSet(): Promise<boolean>;
  set(): Promise<void>;
}

/**
 * The store's marker for the first-start import. A store imported before translations were
 * stored lacks their marker, so its next start finishes the import and fills them.
 */
export function importMarker(store: {
  getMarker(name: string): Promise<string | undefined>;
  setMarker(name: string, value: string): Promise<void>;
}): ImportMarker {
  const names = ['content-import', 'translations-import'];
  return {
    isSet: async () => {
      for (const name of names) if ((await store.getMarker(name)) === undefined) return false;
      return true;
    },
    async set() {
      const now = new Date().toISOString();
      for (const name of names) await store.setMarker(name, now);
    },
  };
}

/**
 * The server's first-start import: loads content/ unless the store's completion marker says a
 * previous start finished it. The marker is written only after the last document, so an import
 * cut short (kill -9, a crash, the store going away) is picked up at the next start: it inserts
 * what is missing and leaves documents that are already there as they are (editors may have
 * changed them). Servers that start together on one empty PostgreSQL store may all run it; the
 * second insert of a document is skipped. Throws when the content is invalid.
 */
export async function importOnFirstStart(
  client: SeedClient,
  marker: ImportMarker,
  options: Omit<RunSeedOptions, 'client' | 'dryRun' | 'skipExisting' | 'addOnly'> = {},
): Promise<{ seeded: boolean; result?: SeedResult }> {
  if (await marker.isSet()) return { seeded: false };
  const result = await runSeed({ ...options, client, skipExisting: true, addOnly: true });
  if (result.status === 'invalid') {
    throw new Error(`content/ is invalid; the store was not seeded:\n${formatIssues(result.issues)}`);
  }
  await marker.set();
  return { seeded: true, result };
}

/** Every document of every content collection, read a page at a time in _id order. */
async function readStore(client: SeedClient): Promise<StoredSet> {
  const stored: StoredSet = {};
  for (const collection of contentCollections) stored[collection] = await readAll(client, collection);
  return stored;
}

/** Every document of one collection, a page at a time in _id order. */
async function readAll(
  client: SeedClient,
  collection: ContentCollection | 'translations',
): Promise<JsonDoc[]> {
  const docs: JsonDoc[] = [];
  for (;;) {
    const page = (await client.find(collection, {
      sort: { _id: 1 },
      limit: PAGE,
      skip: docs.length,
    })) as JsonDoc[];
    docs.push(...page);
    if (page.length < PAGE) return docs;
  }
}
