/**
 * `npm run i18n -- <command>`: the content's translations (content/i18n/<locale>/<collection>/<id>.json,
 * lib/content/i18n.ts says what they hold).
 *
 *   todo <locale> <collection> [id …]   the English of every field not yet translated or stale, as JSON
 *   stamp <locale> [collection [id …]] [--refresh]
 *                                       records the English each new translation was made from
 *                                       (--refresh: of every field, once stale ones are updated)
 *   check [locale]                      validates every file and prints coverage per locale and collection;
 *                                       exits 1 on any problem
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatIssues, loadContent, validate } from '../lib/seed';
import { percent } from '../lib/seed/translations';
import {
  coverageTotal,
  locales,
  sourceHash,
  translatableFields,
  translatableTexts,
  type Locale,
  type TranslatableCollection,
  type TranslationFile,
} from '../lib/content/i18n';

const CONTENT = path.resolve(__dirname, '..', 'content');
const collections = Object.keys(translatableFields) as TranslatableCollection[];

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

function baseDocs(collection: TranslatableCollection): Map<string, unknown> {
  const dir = path.join(CONTENT, collection);
  return new Map(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -5), readJson<unknown>(path.join(dir, f))]),
  );
}

function translationPath(locale: Locale, collection: string, id: string): string {
  return path.join(CONTENT, 'i18n', locale, collection, `${id}.json`);
}

function translationIds(locale: Locale, collection: string): string[] {
  const dir = path.join(CONTENT, 'i18n', locale, collection);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5));
}

/** Writes a file with `_reading` first, the fields in their declared order, `_source` last. */
function write(file: string, collection: TranslatableCollection, doc: unknown, tr: TranslationFile): void {
  const order = translatableTexts(collection, doc).map(([p]) => p);
  const out: Record<string, unknown> = {};
  if (tr._reading !== undefined) out._reading = tr._reading;
  for (const p of order) if (p in tr) out[p] = tr[p];
  for (const [k, v] of Object.entries(tr)) if (!(k in out) && k !== '_source') out[k] = v;
  const source = tr._source ?? {};
  out._source = Object.fromEntries(order.filter((p) => p in source).map((p) => [p, source[p]]));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
}

function asLocale(value: string | undefined): Locale {
  if (!locales.includes(value as Locale))
    throw new Error(`Name a locale: ${locales.join(', ')} (got "${value}")`);
  return value as Locale;
}

function asCollection(value: string | undefined): TranslatableCollection {
  if (!collections.includes(value as TranslatableCollection))
    throw new Error(`Name a collection: ${collections.join(', ')} (got "${value}")`);
  return value as TranslatableCollection;
}

function todo(locale: Locale, collection: TranslatableCollection, ids: string[]): void {
  const docs = baseDocs(collection);
  const out: Record<string, Record<string, string>> = {};
  for (const [id, doc] of docs) {
    if (ids.length && !ids.includes(id)) continue;
    const file = translationPath(locale, collection, id);
    const tr = fs.existsSync(file) ? readJson<TranslationFile>(file) : {};
    const source = tr._source ?? {};
    const open = translatableTexts(collection, doc).filter(
      ([p, text]) => !(p in tr) || source[p] !== sourceHash(text),
    );
    if (open.length) out[id] = Object.fromEntries(open);
  }
  console.log(JSON.stringify(out, null, 2));
}

function stamp(
  locale: Locale,
  only: TranslatableCollection | undefined,
  ids: string[],
  refresh: boolean,
): void {
  for (const collection of only ? [only] : collections) {
    const docs = baseDocs(collection);
    for (const id of translationIds(locale, collection)) {
      if (ids.length && !ids.includes(id)) continue;
      const doc = docs.get(id);
      if (doc === undefined) continue; // check names it
      const file = translationPath(locale, collection, id);
      const tr = readJson<TranslationFile>(file);
      const source = { ...(tr._source ?? {}) };
      for (const [p, text] of translatableTexts(collection, doc))
        if (p in tr && (refresh || source[p] === undefined)) source[p] = sourceHash(text);
      write(file, collection, doc, { ...tr, _source: source });
    }
  }
}

/** The import's own checks (lib/seed): every problem of a translation file, and the coverage table. */
async function check(only: Locale | undefined): Promise<number> {
  const loaded = await loadContent(CONTENT);
  const { issues, coverage = [] } = validate(loaded);
  const i18nIssues = issues.filter(
    (i) => i.file.includes(`${path.sep}i18n${path.sep}`) || i.file.startsWith('content/i18n'),
  );
  if (i18nIssues.length) console.error(formatIssues(i18nIssues));
  const rows: string[] = [];
  for (const locale of only ? [only] : locales) {
    const mine = coverage.filter((r) => r.locale === locale);
    for (const r of mine)
      rows.push(
        `${locale}  ${r.collection.padEnd(11)} ${percent(r.translated, r.required).padStart(7)}  (${r.translated}/${r.required} fields${r.stale ? `, ${r.stale} stale` : ''})`,
      );
    const { required, translated } = coverageTotal(mine);
    rows.push(
      `${locale}  ${'all'.padEnd(11)} ${percent(translated, required).padStart(7)}  (${translated}/${required} fields)`,
    );
  }
  console.log(rows.join('\n'));
  return i18nIssues.length;
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'todo') todo(asLocale(args[0]), asCollection(args[1]), args.slice(2));
  else if (command === 'stamp')
    stamp(
      asLocale(args[0]),
      args[1] && !args[1].startsWith('--') ? asCollection(args[1]) : undefined,
      args.slice(2).filter((a) => !a.startsWith('--')),
      args.includes('--refresh'),
    );
  else if (command === 'check') {
    void check(args[0] ? asLocale(args[0]) : undefined).then((problems) => {
      if (problems) {
        console.error(`${problems} problem(s)`);
        process.exitCode = 1;
      }
    });
  } else {
    console.error(
      'Usage: npm run i18n -- todo <locale> <collection> [id …] | stamp <locale> [collection [id …]] [--refresh] | check [locale]',
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
