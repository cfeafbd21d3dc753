import { POST } from '@/app/api/data/[action]/route';
import type { HistoryEntry } from '@/lib/content';
import { createDataClient } from '@/lib/data';
import { withTestStore } from '@/lib/store/test-store';
import { effect, postRoute, withLocalEditor } from './test-fixtures';

const editorToken = 'local-editor-token-for-history';

withLocalEditor(editorToken);

const test_store = withTestStore();

/** The history of one document, oldest first, read through the public protocol. */
async function historyOf(collection: string, id: string): Promise<HistoryEntry[]> {
  const { status, json } = await postRoute(POST, 'find', {
    collection: 'history',
    filter: { collection, id },
    sort: { time: 1, _id: 1 },
  });
  expect(status).toBe(200);
  return json.documents as HistoryEntry[];
}

describe('every content write records its history', () => {
  it('insertOne records an insert by the editor, in the document’s verified version', async () => {
    const inserted = await postRoute(
      POST,
      'insertOne',
      {
        collection: 'effects',
        document: effect('ember-mark', { verified: { version: '2.4', date: '2026-06-01' } }),
      },
      { token: editorToken },
    );
    expect(inserted.status).toBe(200);
    const [entry, ...rest] = await historyOf('effects', 'ember-mark');
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      collection: 'effects',
      id: 'ember-mark',
      name: 'Effect ember-mark',
      op: 'insert',
      version: '2.4',
      who: { kind: 'editor', uid: 'local-editor' },
      changes: [],
    });
    expect(Math.abs(Date.parse(entry!.time) - Date.now())).toBeLessThan(60_000);
  });

  it('updateOne records each changed field with its value before and after, and the reason given', async () => {
    const updated = await postRoute(
      POST,
      'updateOne',
      {
        collection: 'effects',
        filter: { _id: 'ember-mark' },
        update: { $set: { duration: 3, 'verified.version': '2.5', description: 'Raises Attack by 15%.' } },
        history: { note: 'Buffed with the 2.5 balance pass.' },
      },
      { token: editorToken },
    );
    expect(updated.json).toEqual({ matchedCount: 1, modifiedCount: 1 });
    const entries = await historyOf('effects', 'ember-mark');
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      op: 'update',
      version: '2.5',
      note: 'Buffed with the 2.5 balance pass.',
      who: { kind: 'editor' },
      changes: [
        { path: 'description', before: 'Raises Attack by 10%.', after: 'Raises Attack by 15%.' },
        { path: 'duration', before: 2, after: 3 },
        { path: 'verified.version', before: '2.4', after: '2.5' },
      ],
    });
  });

  it('an update that changes nothing but updatedAt records nothing', async () => {
    const client = createDataClient({ token: editorToken });
    await client.updateOne('effects', { _id: 'ember-mark' }, { duration: 3 });
    expect(await historyOf('effects', 'ember-mark')).toHaveLength(2);
  });

  it('a refused write leaves no history behind (the write and its record are one statement)', async () => {
    const dup = await postRoute(
      POST,
      'insertOne',
      { collection: 'effects', document: effect('ember-mark', { name: 'Duplicate' }) },
      { token: editorToken },
    );
    expect(dup.status).toBe(409);
    const invalid = await postRoute(
      POST,
      'updateOne',
      { collection: 'effects', filter: { _id: 'ember-mark' }, update: { $set: { maxStacks: 0 } } },
      { token: editorToken },
    );
    expect(invalid.status).toBe(400);
    expect(await historyOf('effects', 'ember-mark')).toHaveLength(2);
    const rows = await test_store
      .current()
      .sql.query<{ n: number }>("SELECT count(*)::int AS n FROM documents WHERE collection = 'history'");
    expect(rows[0]?.n).toBe(2);
  });

  it('the import (the server acting for itself) is recorded as the import, at the patch time given', async () => {
    const client = createDataClient({ system: true });
    await client.insertOne('effects', effect('tide-ward'), {
      history: { version: '2.3', time: '2026-04-02T09:00:00.000Z' },
    });
    await client.updateOne(
      'effects',
      { _id: 'tide-ward' },
      { maxStacks: 2 },
      { history: { version: '2.4', time: '2026-06-01T09:00:00.000Z', note: 'Now stacks twice.' } },
    );
    const entries = await historyOf('effects', 'tide-ward');
    expect(entries.map((e) => [e.op, e.version, e.time, e.who.kind, e.note])).toEqual([
      ['insert', '2.3', '2026-04-02T09:00:00.000Z', 'import', undefined],
      ['update', '2.4', '2026-06-01T09:00:00.000Z', 'import', 'Now stacks twice.'],
    ]);
  });

  /** One update of tide-ward, carrying the `history` a case refuses. */
  const tideWardUpdate = (history: Record<string, string>) => ({
    collection: 'effects',
    filter: { _id: 'tide-ward' },
    update: { $set: { duration: 4 } },
    history,
  });

  it.each([
    [
      'history cannot be written through the protocol',
      'insertOne',
      { collection: 'history', document: { _id: 'x' } },
      403,
      /written by the server/,
    ],
    [
      'a history time in the future is refused',
      'updateOne',
      tideWardUpdate({ time: '2999-01-01T00:00:00Z' }),
      400,
      /history.time: cannot be in the future/,
    ],
    [
      'an unknown history field is refused',
      'updateOne',
      tideWardUpdate({ by: 'me' }),
      400,
      /history.by: unknown field/,
    ],
  ] as const)('%s', async (_name, action, body, status, message) => {
    const response = await postRoute(POST, action, body, { token: editorToken });
    expect(response.status).toBe(status);
    expect(JSON.stringify(response.json)).toMatch(message);
  });
});
