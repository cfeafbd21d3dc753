import type { HistoryEntry } from '@/lib/content';
import { changelogPages } from './changelog-pages';

const entry = (id: string, op: 'insert' | 'update') => ({ _id: id, id, op }) as unknown as HistoryEntry;
const ids = (page: { version: string; entries: HistoryEntry[]; continued?: boolean }[]) =>
  page.map((v) => `${v.version}${v.continued ? '+' : ''}:${v.entries.map((e) => e._id).join(',')}`);

describe('changelogPages', () => {
  it('keeps a short changelog on one page', () => {
    const pages = changelogPages([{ version: '2.6', entries: [entry('a', 'update'), entry('b', 'insert')] }]);
    expect(pages.map(ids)).toEqual([['2.6:a,b']]);
  });

  it('cuts by weight, newest first, and marks a version that goes on from the page before', () => {
    const versions = [
      { version: '2.6', entries: [entry('a', 'update'), entry('b', 'update')] },
      { version: '2.5', entries: [entry('c', 'insert'), entry('d', 'insert'), entry('e', 'insert')] },
    ];
    // Changes weigh 8, additions 1: a budget of 10 fits one change and two additions.
    expect(changelogPages(versions, 10).map(ids)).toEqual([['2.6:a'], ['2.6+:b', '2.5:c,d'], ['2.5+:e']]);
  });

  it('leaves room on the first page for what it already carries', () => {
    const versions = [{ version: '2.6', entries: [entry('a', 'update'), entry('b', 'update')] }];
    expect(changelogPages(versions, 16).map(ids)).toEqual([['2.6:a,b']]);
    expect(changelogPages(versions, 16, 8).map(ids)).toEqual([['2.6:a'], ['2.6+:b']]);
  });

  it('gives one empty page for an empty changelog', () => {
    expect(changelogPages([])).toEqual([[]]);
  });
});
