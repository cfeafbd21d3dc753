import path from 'node:path';
import { loadContent, type LoadedContent } from '@/lib/seed/load';
import { buildTimelines } from '@/lib/seed/patches';
import { checkSchemas } from '@/lib/seed/validate';
import { contentCollections } from './index';
import { checkReferences } from './references';

/** The shipped dataset, content/<collection>/<_id>.json. */
const CONTENT = path.join(__dirname, '../../content');

describe('the shipped content', () => {
  let loaded: LoadedContent;
  beforeAll(async () => {
    loaded = await loadContent(CONTENT);
  });

  test('every file is readable JSON named after its _id, in a known collection folder', () => {
    expect(loaded.issues.map((i) => `${i.file} ${i.path}: ${i.message}`)).toEqual([]);
  });

  test.each(contentCollections)('every %s file passes its schema', (collection) => {
    const { issues } = checkSchemas({ sources: { [collection]: loaded.sources[collection] ?? [] }, issues: [], unreadable: {} });
    expect(issues.map((i) => `${i.file} ${i.path}: ${i.message}`)).toEqual([]);
  });

  test('every collection has content', () => {
    expect(contentCollections.filter((c) => (loaded.sources[c]?.length ?? 0) === 0)).toEqual([]);
  });

  test('every reference resolves across all collections', () => {
    const { parsed, known } = checkSchemas(loaded);
    const issues = checkReferences(parsed, known);
    expect(issues.map((i) => `${i.collection}/${i._id} ${i.path}: ${i.message}`)).toEqual([]);
  });

  test('the game’s patches replay onto the content: at least three, each state valid', () => {
    const { valid } = checkSchemas(loaded);
    const { timelines, issues } = buildTimelines(loaded.patches ?? [], valid);
    expect(issues.map((i) => `${i.file} ${i.path}: ${i.message}`)).toEqual([]);
    expect(loaded.patches?.length).toBeGreaterThanOrEqual(3);
    expect(timelines.size).toBeGreaterThan(20);
  });
});
