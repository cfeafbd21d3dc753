// The one diff-to-words module: history sections, /changelog, "Changes for you" and the feeds
// all describe a change with these functions, so a change reads the same everywhere. Browser-safe
// and without zod (types only from lib/content).
import type { HistoryChange } from '@/lib/content/history';
import { EFFECT_MARKER } from '@/lib/content/effect-marker';
import { titleCase } from '@/lib/content/format';
import { statLabels, type StatName } from '@/lib/content/stat-names';
import { isPlainObject } from '@/lib/util/object';
import { formatCount } from './number';
import { fill } from '@/lib/i18n/fill';
import { pluralText, type PluralForms } from '@/lib/i18n/plural';

/**
 * The words a change is said with in a page's language: made on the server from the catalog
 * (lib/i18n/card-words.ts changeWordsIn) and passed in; English (below) when none are.
 */
export interface ChangeWords {
  added: string;
  removed: string;
  /** "3 entries", for a list too big to write out. */
  entries: (count: number) => string;
  details: string;
  /** A skill tree's tier as a path step: "tier 2". */
  tier: (tier: string) => string;
  /** A field's name, when the language has one for it (else its English words). */
  field: (key: string) => string | undefined;
  number: (value: number) => string;
}

export const englishChangeWords: ChangeWords = {
  added: 'added',
  removed: 'removed',
  entries: (count) => `${count} entries`,
  details: 'details',
  tier: (tier) => `tier ${tier}`,
  field: () => undefined,
  number: formatCount,
};

/**
 * ChangeWords as data, for a page to send to the entries it draws in the browser (a list card's
 * history): no functions, and only the fields the language names.
 */
export interface ChangeWordsData {
  locale: string;
  added: string;
  removed: string;
  entries: PluralForms;
  details: string;
  /** "tier {tier}". */
  tier: string;
  /** Field key → its name in the language (the rest are said by their English words). */
  fields: Readonly<Record<string, string>>;
}

/** The ChangeWords the data says. */
export function changeWordsOf(data: ChangeWordsData): ChangeWords {
  let numbers: Intl.NumberFormat | undefined;
  return {
    added: data.added,
    removed: data.removed,
    entries: (count) => pluralText(data.entries, count),
    details: data.details,
    tier: (tier) => fill(data.tier, { tier }),
    field: (key) => (Object.hasOwn(data.fields, key) ? data.fields[key] : undefined),
    // Intl only once a change with a number is written (a formatter loads the locale's data).
    number: (value) => (numbers ??= new Intl.NumberFormat(data.locale)).format(value),
  };
}

/** One changed value in words: where (label), before → after, and the raw keys of its path. */
export interface ChangeLine {
  /** The path's raw keys (field names, ids of list items): what a plan's pick is matched against. */
  keys: string[];
  label: string;
  before: string;
  after: string;
  /** "base stats › HP: 1,280 → 1,325". */
  text: string;
}

/**
 * A stored value as a short phrase: numbers with thousands separators, text as it is (an effect
 * marker as the effect's name, never the raw `[[…]]`), lists joined, anything bigger summarised.
 */
export function formatValue(value: unknown, words: ChangeWords = englishChangeWords): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') {
    const text = value.replace(EFFECT_MARKER, (...match: string[]) => titleCase(match[2]!));
    return text.length > 120 ? `${text.slice(0, 117)}…` : text;
  }
  if (typeof value === 'number') return words.number(value);
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object'))
    return value.map((v) => formatValue(v, words)).join(', ');
  return Array.isArray(value) ? words.entries(value.length) : words.details;
}

/** One field name as a reader says it: "baseStats" → "base stats", "hp" → "HP". */
function fieldWords(key: string, words: ChangeWords = englishChangeWords): string {
  const translated = words.field(key);
  if (translated !== undefined) return translated;
  if (Object.hasOwn(statLabels, key)) return statLabels[key as StatName];
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** "baseStats.hp" → "base stats › HP": a field path as a reader would say it. */
export function formatPath(path: string, words: ChangeWords = englishChangeWords): string {
  return path
    .split('.')
    .map((key) => fieldWords(key, words))
    .join(' › ');
}

/** The changes worth showing: the verified stamp moves with every patch and is shown on its own. */
export function visibleChanges(changes: readonly HistoryChange[]): HistoryChange[] {
  return changes.filter((c) => !c.path.startsWith('verified.'));
}

/** A tier move in words: "Aurelia Vance: S → A". */
export function moveText(name: string, from: string, to: string): string {
  return `${name}: ${from} → ${to}`;
}

const line = (keys: string[], labels: string[], before: string, after: string): ChangeLine => {
  const label = labels.join(' › ');
  return { keys, label, before, after, text: `${label}: ${before} → ${after}` };
};

/** The fields that identify an item of a list (a tree's tiers and options, a mode's picks…), by preference. */
const IDENTITY_KEYS = ['id', 'character', 'tier', 'mode', 'name'] as const;

/** The field that tells the items of both lists apart, when every item is an object with a unique one. */
function identityKey(before: unknown[], after: unknown[]): string | undefined {
  return IDENTITY_KEYS.find((key) =>
    [before, after].every((list) => {
      const values = list.map((item) => (isPlainObject(item) ? item[key] : undefined));
      return (
        values.every((v) => typeof v === 'string' || typeof v === 'number') &&
        new Set(values).size === values.length
      );
    }),
  );
}

function itemLabel(item: Record<string, unknown>, key: string, words: ChangeWords): string {
  if (key !== 'name' && typeof item.name === 'string') return item.name;
  return key === 'tier' ? words.tier(String(item[key])) : String(item[key]);
}

/** Lines for everything that differs between two values, lists of items matched by their identity. */
function diff(
  keys: string[],
  labels: string[],
  before: unknown,
  after: unknown,
  words: ChangeWords,
): ChangeLine[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    return [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .sort()
      .flatMap((k) => diff([...keys, k], [...labels, fieldWords(k, words)], before[k], after[k], words));
  }
  const key = Array.isArray(before) && Array.isArray(after) ? identityKey(before, after) : undefined;
  if (key && Array.isArray(before) && Array.isArray(after)) {
    const olds = new Map(before.map((item) => [String((item as Record<string, unknown>)[key]), item]));
    const lines: ChangeLine[] = [];
    for (const item of after as Record<string, unknown>[]) {
      const id = String(item[key]);
      const old = olds.get(id) as Record<string, unknown> | undefined;
      olds.delete(id);
      const at = [...keys, id];
      const label = [...labels, itemLabel(item, key, words)];
      lines.push(...(old ? diff(at, label, old, item, words) : [line(at, label, '—', words.added)]));
    }
    for (const [id, old] of olds)
      lines.push(
        line(
          [...keys, id],
          [...labels, itemLabel(old as Record<string, unknown>, key, words)],
          words.removed,
          '—',
        ),
      );
    return lines;
  }
  return [line(keys, labels, formatValue(before, words), formatValue(after, words))];
}

interface TierRow {
  tier: string;
  entries: { character: string; reason?: string }[];
}

/** Where each character sits in a tier list's `tiers`. */
function placements(value: unknown): Map<string, string> {
  const rows = Array.isArray(value) ? (value as TierRow[]) : [];
  return new Map(rows.flatMap((row) => (row.entries ?? []).map((e) => [e.character, row.tier] as const)));
}

/** The characters that moved between two states of a tier list's `tiers`, with where from and to. */
function tierMoves(before: unknown, after: unknown): { character: string; from: string; to: string }[] {
  const [was, now] = [placements(before), placements(after)];
  return [...new Set([...now.keys(), ...was.keys()])]
    .filter((c) => was.get(c) !== now.get(c))
    .map((character) => ({ character, from: was.get(character) ?? '—', to: now.get(character) ?? '—' }));
}

/**
 * One recorded change as lines of words. A list of items is compared item by item (a skill
 * tree's option by its id, a build by its name).
 */
export function changeLines(change: HistoryChange, words: ChangeWords = englishChangeWords): ChangeLine[] {
  const keys = change.path.split('.');
  return diff(
    keys,
    keys.map((key) => fieldWords(key, words)),
    change.before,
    change.after,
    words,
  );
}

/** Every visible change of an entry as lines of words (see changeLines). */
export function entryLines(
  changes: readonly HistoryChange[],
  words: ChangeWords = englishChangeWords,
): ChangeLine[] {
  return visibleChanges(changes).flatMap((c) => changeLines(c, words));
}

/**
 * As entryLines, and a tier list's `tiers` as moves, by name (`name` turns a character id into
 * its name). Apart, so that cards drawn in the browser, which never show a tier list, do not
 * carry it.
 */
export function entryLinesWithMoves(
  changes: readonly HistoryChange[],
  name: (id: string) => string = (id) => id,
  words: ChangeWords = englishChangeWords,
): ChangeLine[] {
  return visibleChanges(changes).flatMap((c) =>
    c.path === 'tiers' && Array.isArray(c.before) && Array.isArray(c.after)
      ? tierMoves(c.before, c.after).map((m) => ({
          keys: ['tiers', m.character],
          label: name(m.character),
          before: m.from,
          after: m.to,
          text: moveText(name(m.character), m.from, m.to),
        }))
      : changeLines(c, words),
  );
}
