import { OPTIONS, POST } from '@/app/api/data/[action]/route';
import { withTestStore } from '@/lib/store/test-store';
import { effect, postRoute, withLocalEditor } from './test-fixtures';

const editorToken = 'local-editor-token-for-cors-tests';
const origin = 'https://fan-tool.example';

withLocalEditor(editorToken);

const store = withTestStore();

const ctx = (action: string) => ({ params: Promise.resolve({ action }) });

/** A cross-origin POST as a browser sends it. */
const post = (action: string, body: unknown, token?: string) =>
  postRoute(POST, action, body, { token, headers: { origin } });

/** The preflight a browser sends before a cross-origin JSON POST. */
function preflight(action: string) {
  return OPTIONS(
    new Request(`http://localhost/api/data/${action}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    }),
    ctx(action),
  );
}

describe('CORS on the protocol', () => {
  beforeAll(async () => {
    await store.current().insertOne('effects', { ...effect('burn'), createdAt: new Date().toISOString() });
  });

  it.each(['find', 'findOne'])(
    'answers the preflight of %s for any origin, JSON bodies only',
    async (action) => {
      const response = await preflight(action);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
      expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    },
  );

  it('sends CORS headers on read answers, errors included', async () => {
    const found = await post('find', {
      collection: 'effects',
      filter: { _id: 'burn' },
      projection: { name: 1 },
    });
    expect(found.status).toBe(200);
    expect(found.headers.get('access-control-allow-origin')).toBe('*');
    expect(found.json).toEqual({ documents: [{ _id: 'burn', name: 'Effect burn' }] });

    const one = await post('findOne', { collection: 'effects', filter: { _id: 'burn' } });
    expect(one.headers.get('access-control-allow-origin')).toBe('*');

    const bad = await post('find', { collection: 'effects', filter: { $where: 'sleep(1)' } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
    expect((bad.json as { error: { message: string } }).error.message).toMatch(/\$where/);
  });

  it.each(['insertOne', 'updateOne'])(
    'refuses the preflight of %s and sends no CORS headers',
    async (action) => {
      const response = await preflight(action);
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(await response.json()).toEqual({
        error: {
          code: 'forbidden',
          message: `${action} is same-origin only: cross-origin writes are not allowed`,
        },
      });
    },
  );

  it('sends no CORS headers on writes, successful or not', async () => {
    const written = await post(
      'updateOne',
      { collection: 'effects', filter: { _id: 'burn' }, update: { $set: { duration: 4 } } },
      editorToken,
    );
    expect(written.status).toBe(200);
    expect(written.headers.get('access-control-allow-origin')).toBeNull();
    const anonymous = await post('insertOne', { collection: 'effects', document: effect('shock') });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 404 to the preflight of an unknown action', async () => {
    const response = await preflight('deleteMany');
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
