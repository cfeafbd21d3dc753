// Shows, per content document, every effect marker in the texts that say what it does beside the
// structured interaction it stands for, and every disagreement between them (or with the schema,
// the effects that exist, or a relation written in free prose).
// Usage: npm run content:lint [file | collection ...]   Exit 1 when anything disagrees.
// With files, every document named is shown in full; otherwise only the ones that disagree.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentSchemas, isContentCollection, type ContentCollection } from '../lib/content/index';
import { EFFECT_MARKER } from '../lib/content/effect-marker';
import { interactionIssues, interactionUnits, type InteractionUnit } from '../lib/content/interactions';
import { interactionLabel } from '../lib/content/interaction-label';
import { interactionWords } from '../lib/i18n/card-words';
import { fieldIssues } from '../lib/content/issues';

const root = path.join(process.cwd(), 'content');
const effects = new Set(readdirSync(path.join(root, 'effects')).map((f) => f.replace(/\.json$/, '')));

/** The files to lint: those named, every file of a named collection, or all of content/. */
function files(args: string[]): { file: string; collection: ContentCollection }[] {
  const all = (c: ContentCollection) =>
    readdirSync(path.join(root, c))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => ({ file: path.join(root, c, f), collection: c }));
  if (args.length === 0) return (Object.keys(contentSchemas) as ContentCollection[]).flatMap(all);
  return args.flatMap((arg) => {
    if (isContentCollection(arg) && !existsSync(arg)) return all(arg);
    const file = path.resolve(arg);
    if (statSync(file).isDirectory()) {
      const c = path.basename(file);
      if (!isContentCollection(c)) throw new Error(`${arg}: not a content collection folder`);
      return all(c);
    }
    const collection = path.basename(path.dirname(file));
    if (!isContentCollection(collection)) throw new Error(`${arg}: not inside content/<collection>/`);
    return [{ file, collection }];
  });
}

/** The text around a marker, on one line. */
function around(text: string, at: number, length: number): string {
  const from = Math.max(0, at - 30);
  const to = Math.min(text.length, at + length + 30);
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`.replace(/\s+/g, ' ');
}

/** A table of rows, columns padded to their widest cell. */
function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) =>
    r
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
}

/** One unit side by side: each marker with the entries of its effect, then each entry no marker names. */
function unitTable(unit: InteractionUnit): string[] {
  const rows = [['field', 'marker', 'text around it', 'structured entry']];
  const marked = new Set<string>();
  for (const { path: field, text } of unit.texts)
    for (const m of text.matchAll(EFFECT_MARKER)) {
      marked.add(m[2]!);
      const entries = unit.interactions.filter((i) => i.effect === m[2]);
      const entry =
        entries.length > 0
          ? entries.map((e) => interactionLabel(e, undefined, interactionWords('en'))).join('; ')
          : '✗ none';
      rows.push([field, m[0], around(text, m.index, m[0].length), entry]);
    }
  unit.interactions.forEach((entry, i) => {
    if (!marked.has(entry.effect))
      rows.push([
        `${unit.interactionsPath}.${i}`,
        '✗ none',
        '',
        interactionLabel(entry, undefined, interactionWords('en')),
      ]);
  });
  return rows.length === 1 ? [] : table(rows);
}

const args = process.argv.slice(2);
let problems = 0;
let documents = 0;
for (const { file, collection } of files(args)) {
  documents++;
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const issues: string[] = [];
  const parsed = contentSchemas[collection].safeParse(raw);
  if (!parsed.success) for (const i of fieldIssues(parsed.error)) issues.push(`${i.path}: ${i.message}`);
  const doc = (parsed.success ? parsed.data : raw) as Record<string, unknown> & { _id: string };
  let units: InteractionUnit[] = [];
  try {
    units = interactionUnits(collection, doc);
    for (const i of interactionIssues(collection, doc, effects)) issues.push(`${i.path}: ${i.message}`);
  } catch (error) {
    issues.push(
      `(document): cannot read its parts: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  for (const m of JSON.stringify(doc).matchAll(EFFECT_MARKER))
    if (!effects.has(m[2]!)) issues.push(`${m[0]}: unknown effect "${m[2]}"`);
  problems += issues.length;
  if (issues.length === 0 && args.length === 0) continue;
  console.log(`\n${path.relative(process.cwd(), file)}`);
  for (const unit of units) {
    const rows = unitTable(unit);
    if (rows.length === 0) continue;
    console.log(`  ${unit.path || '(document)'}${unit.label ? ` — ${unit.label}` : ''}`);
    for (const row of rows) console.log(`    ${row}`);
  }
  if (issues.length === 0) console.log('  agrees');
  for (const issue of issues) console.log(`  ✗ ${issue}`);
}
console.log(
  `\n${documents} document(s): ${problems === 0 ? 'prose and structured interactions agree' : `${problems} disagreement(s)`}`,
);
process.exit(problems === 0 ? 0 : 1);
