import path from 'node:path';
import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run db:seed -- [options]

Loads content/ into the store: validates every file first, then inserts new documents and
updates changed ones. Running it again changes nothing. Any invalid file stops the import
before the first write. A document whose file was removed is reported ("removed from content,
still in store") and left in place: the protocol has no delete. Translations (content/i18n)
are written, and removed with their file, only when the import opens the store (not with --url).

Options:
  --dry-run          print what would be added, changed, unchanged and removed; write nothing
  --url <url>        write over HTTP to a running server's functions endpoint,
                     e.g. http://localhost:3000/api/data (default: FUNCTIONS_URL);
                     sends EDITOR_TOKEN as the bearer token
  --content <dir>    the content directory (default: ./content)
  -h, --help         show this help

Without --url (and FUNCTIONS_URL) the import opens the store directly (DATA_DIR or
DATABASE_URL). A PGlite directory held by a running server is refused; use --url then.`;

/** What the command line asked for. */
export interface SeedCliOptions {
  dryRun: boolean;
  /** Functions endpoint to write through; undefined means in-process. */
  url?: string;
  contentDir: string;
  help: boolean;
}

/** Parses `db:seed` arguments; throws on an unknown flag or a bad URL. */
export function parseSeedArgs(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): SeedCliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      'dry-run': { type: 'boolean', default: false },
      url: { type: 'string' },
      content: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const url = values.url ?? (env.FUNCTIONS_URL?.trim() || undefined);
  if (url !== undefined && !/^https?:\/\/[^/]/.test(url))
    throw new Error(`--url must be an http(s) URL, got "${url}"`);
  return {
    dryRun: values['dry-run'],
    url: url?.replace(/\/+$/, ''),
    contentDir: path.resolve(values.content ?? 'content'),
    help: values.help,
  };
}
