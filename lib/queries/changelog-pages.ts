import type { HistoryEntry } from '@/lib/content';

export interface ChangelogVersion {
  version: string;
  entries: HistoryEntry[];
  /** The version began on an earlier page. */
  continued?: boolean;
}

/** What an entry weighs on a page: a change shows its fields and reason, an addition one name. */
const weight = (e: HistoryEntry) => (e.op === 'update' ? 8 : 1);

/** The weight of one changelog page: about 75 KB of markup and payload (e2e/weight.spec.ts). */
export const CHANGELOG_PAGE_WEIGHT = 350;

/**
 * Cuts the changelog (versions newest first, entries newest first) into pages of about the
 * same weight; a version too long for one page goes on, marked continued, on the next.
 */
export function changelogPages(
  versions: readonly ChangelogVersion[],
  budget = CHANGELOG_PAGE_WEIGHT,
): ChangelogVersion[][] {
  const pages: ChangelogVersion[][] = [[]];
  let used = 0;
  for (const { version, entries } of versions) {
    let current: ChangelogVersion | undefined;
    for (const entry of entries) {
      if (used > 0 && used + weight(entry) > budget) {
        pages.push([]);
        used = 0;
        current = undefined;
      }
      if (!current) {
        current = {
          version,
          entries: [],
          continued: pages.some((p) => p.some((v) => v.version === version)),
        };
        pages.at(-1)!.push(current);
      }
      current.entries.push(entry);
      used += weight(entry);
    }
  }
  return pages;
}
