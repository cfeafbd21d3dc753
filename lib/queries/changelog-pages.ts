import type { HistoryEntry } from '@/lib/content';

export interface ChangelogVersion {
  version: string;
  entries: HistoryEntry[];
  /** The version began on an earlier page. */
  continued?: boolean;
}

/** What an entry weighs on a page: a change shows its fields and reason, an addition one name. */
const weight = (e: Pick<HistoryEntry, 'op'>) => (e.op === 'update' ? 8 : 1);

/** The weight of one changelog page: well within the 150 KB HTML budget (e2e/weight.spec.ts). */
export const CHANGELOG_PAGE_WEIGHT = 320;

/** What the first page's "Recent changes" weighs: so many changes, taken from its budget. */
export const recentChangesWeight = (count: number) => count * weight({ op: 'update' } as const);

/**
 * Cuts the changelog (versions newest first, entries newest first) into pages of about the
 * same weight; a version too long for one page goes on, marked continued, on the next.
 * `firstPageTaken`: weight the first page already carries (its "Recent changes").
 */
export function changelogPages(
  versions: readonly ChangelogVersion[],
  budget = CHANGELOG_PAGE_WEIGHT,
  firstPageTaken = 0,
): ChangelogVersion[][] {
  const pages: ChangelogVersion[][] = [[]];
  let used = firstPageTaken;
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
