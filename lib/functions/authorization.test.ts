import { POST } from '@/app/api/data/[action]/route';
import { assertSafeForProduction, parseEnv, resetEnv } from '@/lib/config/env';
import { startAuthEmulator, emulatorProject, type AuthEmulator } from '@/lib/auth/emulator.test-helper';
import { withTestStore } from '@/lib/store/test-store';
import { effect, postRoute } from './test-fixtures';

let emulator: AuthEmulator;
const tokens: Record<'anonymous' | 'player' | 'other' | 'editor', string | undefined> = {
  anonymous: undefined,
  player: undefined,
  other: undefined,
  editor: undefined,
};
const uids: Record<string, string> = {};
let progressId = '';

beforeAll(async () => {
  emulator = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.FIREBASE_PROJECT_ID = emulatorProject;
  delete process.env.EDITOR_TOKEN;
  resetEnv();
  for (const [who, claims] of [['player'], ['other'], ['editor', { editor: true }]] as const) {
    const user = await emulator.createUser(`${who}@example.com`, claims);
    tokens[who] = user.idToken;
    uids[who] = user.uid;
  }
}, 120_000);

afterAll(async () => {
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  delete process.env.FIREBASE_PROJECT_ID;
  resetEnv();
  await emulator?.stop();
});

withTestStore();

beforeAll(async () => {
  expect(
    (
      await postRoute(
        POST,
        'insertOne',
        { collection: 'effects', document: effect('seeded') },
        { token: tokens.editor },
      )
    ).status,
  ).toBe(200);
  const mine = await postRoute(
    POST,
    'insertOne',
    {
      collection: 'progress',
      document: { event: 'ember-cup', tasks: [], purchases: {}, owner: 'someone-else' },
    },
    { token: tokens.player },
  );
  expect(mine.status).toBe(200);
  progressId = mine.json.insertedId as string;
});

type Who = keyof typeof tokens;
const callers: Who[] = ['anonymous', 'player', 'other', 'editor'];

// Expected status for each caller, in the order above.
const contentMatrix: [string, () => unknown, number[]][] = [
  ['find', () => ({ collection: 'effects', filter: { _id: 'seeded' } }), [200, 200, 200, 200]],
  ['findOne', () => ({ collection: 'effects', filter: { _id: 'seeded' } }), [200, 200, 200, 200]],
  [
    'insertOne',
    () => ({ collection: 'effects', document: effect(`new-${Math.random().toString(36).slice(2, 8)}`) }),
    [401, 403, 403, 200],
  ],
  [
    'updateOne',
    () => ({ collection: 'effects', filter: { _id: 'seeded' }, update: { $set: { duration: 4 } } }),
    [401, 403, 403, 200],
  ],
];

describe('content collections: anyone reads, editors write', () => {
  for (const [action, body, statuses] of contentMatrix) {
    it.each(callers.map((who, i) => [who, statuses[i]] as const))(
      `${action} as %s → %i`,
      async (who, status) => {
        const response = await postRoute(POST, action, body(), { token: tokens[who] });
        expect(response.status).toBe(status);
        if (status === 200 && action === 'find') expect(response.json.documents).toHaveLength(1);
      },
    );
  }
});

describe('player collections: owner only, owner set by the server', () => {
  it.each(callers)('find and findOne as %s', async (who) => {
    const list = await postRoute(POST, 'find', { collection: 'progress' }, { token: tokens[who] });
    const one = await postRoute(
      POST,
      'findOne',
      { collection: 'progress', filter: { _id: progressId } },
      { token: tokens[who] },
    );
    if (who === 'anonymous') {
      expect([list.status, one.status]).toEqual([401, 401]);
      return;
    }
    expect([list.status, one.status]).toEqual([200, 200]);
    const sees = who === 'player';
    expect(list.json.documents).toHaveLength(sees ? 1 : 0);
    if (sees) expect(one.json.document).toMatchObject({ _id: progressId, owner: uids.player });
    else expect(one.json.document).toBeNull();
  });

  it.each(callers)('insertOne as %s', async (who) => {
    const response = await postRoute(
      POST,
      'insertOne',
      {
        collection: 'progress',
        document: { event: 'tide-run', tasks: [], purchases: {}, owner: uids.player },
      },
      { token: tokens[who] },
    );
    expect(response.status).toBe(who === 'anonymous' ? 401 : 200);
    if (who === 'anonymous') return;
    const back = await postRoute(
      POST,
      'findOne',
      { collection: 'progress', filter: { _id: response.json.insertedId } },
      { token: tokens[who] },
    );
    expect((back.json.document as { owner: string }).owner).toBe(uids[who]);
  });

  it.each(callers)('updateOne of the player’s document as %s', async (who) => {
    const response = await postRoute(
      POST,
      'updateOne',
      { collection: 'progress', filter: { _id: progressId }, update: { $set: { tasks: ['day-one'] } } },
      { token: tokens[who] },
    );
    if (who === 'anonymous') return expect(response.status).toBe(401);
    expect(response.status).toBe(200);
    expect(response.json.matchedCount).toBe(who === 'player' ? 1 : 0);
  });

  it('refuses $set of owner', async () => {
    const response = await postRoute(
      POST,
      'updateOne',
      { collection: 'progress', filter: { _id: progressId }, update: { $set: { owner: uids.other } } },
      { token: tokens.player },
    );
    expect(response.status).toBe(400);
    expect((response.json.error as { message: string }).message).toContain('owner');
  });
});

function unsignedToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

function claimsFor(project: string, expiresIn: number): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    sub: uids.editor,
    user_id: uids.editor,
    editor: true,
    auth_time: now - 60,
    iat: now - 60,
    exp: now + expiresIn,
  };
}

describe('forged tokens', () => {
  const write = () => ({ collection: 'effects', document: effect('forged') });

  it('are refused by the emulator-mode verifier when the audience is wrong or the token expired', async () => {
    for (const token of [
      unsignedToken(claimsFor('another-project', 3600)),
      unsignedToken(claimsFor(emulatorProject, -60)),
    ]) {
      expect((await postRoute(POST, 'insertOne', write(), { token })).status).toBe(401);
    }
  });

  it('are refused outside emulator mode, even with alg none and the right audience', async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    resetEnv();
    try {
      for (const token of [
        unsignedToken(claimsFor(emulatorProject, 3600)),
        unsignedToken(claimsFor('another-project', 3600)),
        tokens.editor as string,
      ]) {
        const response = await postRoute(POST, 'insertOne', write(), { token });
        expect(response.status).toBe(401);
      }
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
      resetEnv();
    }
  });

  it('the server refuses to start in production with the emulator host set', () => {
    const env = parseEnv({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(() => assertSafeForProduction(env)).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
    expect(() => assertSafeForProduction(parseEnv({ NODE_ENV: 'production' }))).not.toThrow();
  });
});
