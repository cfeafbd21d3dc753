import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatInZone } from '@/lib/format/date';
import { ogLabels } from './labels';

/** A Japanese text a share image draws, and where it comes from (for the font subset and its test). */
export interface OgText {
  file: string;
  field: string;
  text: string;
}

/**
 * The translated fields each share image draws, per content folder: a character's name and title
 * (character and compare cards), a skill's name (plan cards), a mode's name (team cards), and the
 * name lines of effect, gear and event cards.
 */
export const ogDrawnFields: Record<string, readonly string[]> = {
  characters: ['name', 'title'],
  skills: ['name'],
  modes: ['name'],
  effects: ['name'],
  gears: ['name', 'set', 'passive.name'],
  events: ['name'],
};

/** Every Japanese text a share image can draw: the drawn fields of content/i18n/ja and the ja labels. */
export function ogJapaneseTexts(root = process.cwd()): OgText[] {
  return [...contentTexts(root), ...labelTexts(), ...dateTexts(root)];
}

function contentTexts(root: string): OgText[] {
  return Object.entries(ogDrawnFields).flatMap(([folder, fields]) => {
    const dir = join(root, 'content/i18n/ja', folder);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .flatMap((name) => {
        const file = join('content/i18n/ja', folder, name);
        const doc = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
        return fields.flatMap((field) => {
          const text = doc[field];
          return typeof text === 'string' ? [{ file, field, text }] : [];
        });
      });
  });
}

/** The ja label table's strings, and what its functions write around their arguments. */
function labelTexts(): OgText[] {
  const texts: OgText[] = [];
  const walk = (value: unknown, field: string): void => {
    if (typeof value === 'string') texts.push({ file: 'lib/og/labels.ts', field, text: value });
    // An event's dates are Intl's in each zone (dateTexts), not words around an argument.
    else if (field === 'ja.event.when') return;
    else if (typeof value === 'function') walk((value as (...args: unknown[]) => unknown)('', 0), field);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, field ? `${field}.${key}` : key);
  };
  walk(ogLabels.ja, 'ja');
  return texts;
}

/** An event card's dates as Intl writes them in Japanese, in every zone an event is set in. */
function dateTexts(root: string): OgText[] {
  const dir = join(root, 'content/events');
  const zones = new Set(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => (JSON.parse(readFileSync(join(dir, name), 'utf8')) as { timeZone?: string }).timeZone),
  );
  return [...zones].map((timeZone) => ({
    file: 'content/events',
    field: `dates in ${timeZone ?? 'UTC'}`,
    text: formatInZone('2026-12-31T23:59:00Z', timeZone, 'ja-JP'),
  }));
}
