import path from 'node:path';
import {
  canonicalJson,
  compareVersions,
  contentSchemas,
  isContentCollection,
  patchSchema,
  type ContentCollection,
  type HistoryMeta,
  type Patch,
  type TierMove,
} from '@/lib/content';
import { fieldIssues } from '@/lib/content/issues';
import { readJsonFiles } from './json-files';
import type { JsonDoc, SeedIssue, SourceSet } from './types';

/** The folder of `content/` that holds the game's patches. */
export const PATCHES_DIR = 'patches';

/** A patch file as read. */
export interface PatchFile {
  file: string;
  patch: Patch;
}

/** One write of a document's replayed history: the state after it and what its history entry says. */
export interface TimelineStep {
  doc: JsonDoc;
  meta: HistoryMeta;
}

/** A document's history on a fresh store: its first state (inserted), then each patch's state. */
export type Timeline = TimelineStep[];

/** Timelines by `collection/_id`; documents without patches are inserted as they are. */
export type Timelines = Map<string, Timeline>;

/** Reads `content/patches/*.json` and checks each against the patch schema. */
export async function loadPatches(dir: string, display: (file: string) => string) {
  const folder = path.join(dir, PATCHES_DIR);
  const patches: PatchFile[] = [];
  const issues: SeedIssue[] = [];
  for (const read of await readJsonFiles(folder)) {
    const { name } = read;
    const file = display(read.file);
    if ('error' in read) {
      issues.push({ file, path: '', message: read.error });
      continue;
    }
    const result = patchSchema.safeParse(read.json);
    if (!result.success) {
      for (const issue of fieldIssues(result.error)) issues.push({ file, ...issue });
      continue;
    }
    if (`${result.data.version}.json` !== name)
      issues.push({
        file,
        path: 'version',
        message: `version "${result.data.version}" does not match the file name`,
      });
    patches.push({ file, patch: result.data });
  }
  patches.sort((a, b) => compareVersions(a.patch.version, b.patch.version));
  return { patches, issues };
}

/** Noon UTC of a patch day: the time its history entries carry (now, on the day itself before noon). */
function patchTime(date: string): string {
  const noon = `${date}T12:00:00.000Z`;
  // The protocol refuses a history time in the future.
  return Date.parse(noon) > Date.now() ? new Date().toISOString() : noon;
}

/**
 * Works each patched document back from its content file to its state before the oldest patch,
 * and returns every state in order. Every state must pass the collection's schema, and every
 * change must name a document that exists and really change it; problems name the patch file
 * and the change's field.
 */
export function buildTimelines(
  patches: PatchFile[],
  valid: SourceSet,
): { timelines: Timelines; issues: SeedIssue[] } {
  const issues: SeedIssue[] = [];
  const timelines: Timelines = new Map();
  const current = new Map<string, JsonDoc>();
  for (const [collection, docs] of Object.entries(valid))
    for (const s of docs ?? []) current.set(`${collection}/${s.doc._id}`, s.doc);

  // Newest first: each patch's "before" turns the state after it into the state before it.
  const states = new Map<string, TimelineStep[]>();
  for (const { file, patch } of [...patches].reverse()) {
    patch.changes.forEach((change, i) => {
      const at = `changes.${i}`;
      const report = (p: string, message: string) => issues.push({ file, path: `${at}.${p}`, message });
      if (!isContentCollection(change.collection))
        return report('collection', `unknown collection "${change.collection}"`);
      const key = `${change.collection}/${change.id}`;
      const latest = states.get(key)?.[0]?.doc ?? current.get(key);
      if (!latest)
        return report('id', `unknown ${change.collection} "${change.id}" (no content file has this _id)`);
      let before: JsonDoc = structuredClone(latest);
      for (const [p, value] of Object.entries(change.before ?? {})) before = withPath(before, p, value);
      const problems = (change.moves ?? []).flatMap((move, j) => {
        const problem = unmove(before, move);
        return problem ? [report(`moves.${j}.character`, problem)] : [];
      });
      if (problems.length > 0) return;
      if (JSON.stringify(before) === JSON.stringify(latest)) return report('before', 'changes nothing');
      const parsed = contentSchemas[change.collection as ContentCollection].safeParse(before);
      if (!parsed.success) {
        const first = fieldIssues(parsed.error)[0];
        return report(
          'before',
          `the ${change.collection} document before ${patch.version} fails its schema at ${first?.path}: ${first?.message}`,
        );
      }
      const verified = (before as { verified?: { date?: string } }).verified?.date ?? '';
      if (verified > patch.date) {
        return report(
          'before.verified',
          `the document says it was verified on ${verified}, after this patch (${patch.date}); give its verified stamp before the patch`,
        );
      }
      const steps = states.get(key) ?? [{ doc: latest, meta: {} }];
      steps[0]!.meta = {
        source: 'import',
        version: patch.version,
        time: patchTime(patch.date),
        note: change.note,
      };
      steps.unshift({ doc: before, meta: {} });
      states.set(key, steps);
    });
  }
  for (const [key, steps] of states) {
    const first = steps[0]!;
    first.meta = insertMeta(first.doc);
    timelines.set(key, steps);
  }
  return { timelines, issues };
}

/** What the history entry of a document's first insert says: added in the version it was verified for. */
export function insertMeta(doc: JsonDoc): HistoryMeta {
  const verified = doc.verified as { version: string; date: string };
  return { source: 'import', version: verified.version, time: patchTime(verified.date) };
}

/**
 * What the history entry of a re-import's change to a stored document says: the newest patch
 * that names the document, when the file is stamped with that patch's version (its version, day
 * and reason); else, when the file carries a new verified stamp, that version and day. Only a
 * correction under the same stamp is dated now, the day it was made.
 */
export function changeMeta(
  doc: JsonDoc,
  stored: JsonDoc | undefined,
  timeline: Timeline | undefined,
): HistoryMeta {
  const patched = timeline?.at(-1)?.meta;
  const verified = doc.verified as { version: string; date: string };
  if (patched?.version === verified.version) return patched;
  const was = stored?.verified as { version?: string; date?: string } | undefined;
  if (was?.version !== verified.version || was?.date !== verified.date) return insertMeta(doc);
  return { source: 'import' };
}

/** A copy of `doc` with the dotted path set to `value`. */
function withPath(doc: JsonDoc, dotted: string, value: unknown): JsonDoc {
  const next = structuredClone(doc) as Record<string, unknown>;
  const keys = dotted.split('.');
  let node = next;
  for (const k of keys.slice(0, -1)) {
    if (typeof node[k] !== 'object' || node[k] === null) node[k] = {};
    node = node[k] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
  return next as JsonDoc;
}

interface TierRows {
  tiers: { tier: string; entries: { character: string; reason: string }[] }[];
}

/** Puts a character back where a tier-list move took it from (in place); returns a problem, if any. */
function unmove(doc: JsonDoc, move: TierMove): string | undefined {
  const { tiers } = doc as unknown as TierRows;
  if (!Array.isArray(tiers)) return 'only a tier list has moves';
  const from = tiers.find((t) => t.entries.some((e) => e.character === move.character));
  if (!from) return `"${move.character}" is not placed in this tier list`;
  if (from.tier === move.from) return `"${move.character}" is already in ${move.from}`;
  from.entries = from.entries.filter((e) => e.character !== move.character);
  let target = tiers.find((t) => t.tier === move.from);
  if (!target) {
    target = { tier: move.from, entries: [] };
    tiers.push(target);
  }
  target.entries.push({ character: move.character, reason: move.reason });
  return undefined;
}

/**
 * Which step of its replay a stored document is at (-1: none, or already its content file): a
 * first-start import cut short between a document's patches resumes after that step.
 */
export function replayedStep(timeline: Timeline, stored: JsonDoc[] | undefined, id: string): number {
  const doc = stored?.find((d) => d._id === id);
  if (!doc) return -1;
  const now = canonicalJson(
    Object.fromEntries(Object.entries(doc).filter(([k]) => k !== 'createdAt' && k !== 'updatedAt')),
  );
  return timeline.slice(0, -1).findIndex((step) => canonicalJson(step.doc) === now);
}
