import { parseEnv } from './env';
import { cacheHandlerSettings, redisSettings } from './redis.mjs';

describe('Redis settings', () => {
  it('reads the URL and the key prefix, trimmed, with the default prefix', () => {
    expect(redisSettings({ REDIS_URL: ' redis://127.0.0.1:6379 ' })).toEqual({
      url: 'redis://127.0.0.1:6379',
      prefix: 'lanternfall:',
    });
    expect(redisSettings({ REDIS_URL: '', REDIS_KEY_PREFIX: ' site-a: ' })).toEqual({
      url: undefined,
      prefix: 'site-a:',
    });
  });

  it.each([
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, /REDIS_URL/],
    [{ REDIS_URL: 'not a url' }, /REDIS_URL/],
    [{ REDIS_KEY_PREFIX: 'site a' }, /REDIS_KEY_PREFIX/],
  ])('refuses %j, naming the setting, for the cache handlers and the server alike', (env, name) => {
    expect(() => redisSettings(env)).toThrow(name);
    expect(() => parseEnv(env)).toThrow(name);
  });

  it('gives the server the same values the cache handlers get', () => {
    const env = { REDIS_URL: 'rediss://cache.internal:6380', REDIS_KEY_PREFIX: 'test-1:' };
    const { REDIS_URL, REDIS_KEY_PREFIX } = parseEnv(env);
    expect({ url: REDIS_URL, prefix: REDIS_KEY_PREFIX }).toEqual(redisSettings(env));
  });

  it('lets a cache handler start only with REDIS_URL', () => {
    expect(() => cacheHandlerSettings({})).toThrow(/REDIS_URL/);
    expect(cacheHandlerSettings({ REDIS_URL: 'redis://r:6379' })).toEqual({
      url: 'redis://r:6379',
      prefix: 'lanternfall:',
    });
  });
});
