import path from 'node:path';
import { parseSeedArgs } from './cli';

describe('parseSeedArgs', () => {
  test('defaults: write in-process from ./content', () => {
    expect(parseSeedArgs([], {})).toEqual({
      dryRun: false,
      url: undefined,
      contentDir: path.resolve('content'),
      help: false,
    });
  });

  test('--dry-run, --url and --content', () => {
    expect(
      parseSeedArgs(['--dry-run', '--url', 'http://localhost:3000/api/data/', '--content', 'x'], {}),
    ).toEqual({
      dryRun: true,
      url: 'http://localhost:3000/api/data',
      contentDir: path.resolve('x'),
      help: false,
    });
  });

  test('FUNCTIONS_URL is the default URL, and --url wins over it', () => {
    expect(parseSeedArgs([], { FUNCTIONS_URL: 'http://a/api/data' }).url).toBe('http://a/api/data');
    expect(parseSeedArgs(['--url', 'http://b/api/data'], { FUNCTIONS_URL: 'http://a/api/data' }).url).toBe(
      'http://b/api/data',
    );
  });

  test.each([[['--dryrun']], [['--url', 'localhost:3000']], [['extra']]])('refuses %j', (argv) => {
    expect(() => parseSeedArgs(argv, {})).toThrow();
  });
});
