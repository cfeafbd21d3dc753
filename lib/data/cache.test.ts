import { revalidateTag } from 'next/cache';
import { purgeEdge } from '@/lib/edge/purge';
import { SETTLE_DELAY_MS, expireWrite, purgeWrite } from './cache';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.mock('@/lib/edge/purge', () => ({ purgeEdge: jest.fn(async () => undefined) }));

const expired = jest.mocked(revalidateTag);
const purged = jest.mocked(purgeEdge);

describe('the expiry of a write', () => {
  const runtime = process.env.NEXT_RUNTIME;
  beforeEach(() => {
    process.env.NEXT_RUNTIME = 'nodejs';
    jest.useFakeTimers();
    expired.mockClear();
    purged.mockClear();
  });
  afterEach(() => {
    jest.useRealTimers();
    process.env.NEXT_RUNTIME = runtime;
  });

  test('a write through the route expires its list and document tags at once, after renders begun before it', async () => {
    const done = expireWrite('traits', 'keen-eye');
    await jest.advanceTimersByTimeAsync(SETTLE_DELAY_MS - 1);
    // A render that began before the write could still store the old data now.
    expect(expired).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await done;
    // { expire: 0 }, not 'max': the next request must not be served the old data while it refreshes.
    expect(expired.mock.calls).toEqual([
      ['col:traits', { expire: 0 }],
      ['doc:traits:keen-eye', { expire: 0 }],
    ]);
    expect(purged.mock.calls).toEqual([[['col:traits', 'doc:traits:keen-eye']]]);
  });

  test.each([
    ['a write through the route', expireWrite],
    ['a write outside a request', purgeWrite],
  ])('%s to a player collection, which is never cached, expires nothing', async (_, expire) => {
    await expire('rosters', 'r1');
    expect(expired).not.toHaveBeenCalled();
    expect(purged).not.toHaveBeenCalled();
  });

  test('the route handler called without Next around it (the functions tests) only purges the proxy cache', async () => {
    delete process.env.NEXT_RUNTIME;
    await expireWrite('traits', 'keen-eye');
    expect(expired).not.toHaveBeenCalled();
    expect(purged.mock.calls).toEqual([[['col:traits', 'doc:traits:keen-eye']]]);
  });

  test('a write outside a request (start-up import, scripts) only purges the proxy cache', async () => {
    await purgeWrite('gears', 'wickblade');
    expect(expired).not.toHaveBeenCalled();
    expect(purged.mock.calls).toEqual([[['col:gears', 'doc:gears:wickblade']]]);
  });
});
