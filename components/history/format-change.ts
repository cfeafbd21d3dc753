import type { HistoryChange } from '@/lib/content';
import { EFFECT_MARKER } from '@/lib/content/effect-marker';
import { titleCase } from '@/components/common/game-style';

/**
 * A stored value as a short phrase: numbers and text as they are (an effect marker as the effect's
 * name, never the raw `[[…]]`), lists joined, anything bigger summarised.
 */
export function formatValue(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') {
    const text = value.replace(EFFECT_MARKER, (...match: string[]) => titleCase(match[2]!));
    return text.length > 120 ? `${text.slice(0, 117)}…` : text;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join(', ');
  return Array.isArray(value) ? `${value.length} entries` : 'details';
}

/** "baseStats.atk" → "base stats › atk": a field path as a reader would say it. */
export function formatPath(path: string): string {
  return path
    .split('.')
    .map((p) => p.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())
    .join(' › ');
}

/** The changes worth showing: the verified stamp moves with every patch and is shown on its own. */
export function visibleChanges(changes: readonly HistoryChange[]): HistoryChange[] {
  return changes.filter((c) => !c.path.startsWith('verified.'));
}
