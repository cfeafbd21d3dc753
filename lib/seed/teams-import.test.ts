import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HistoryEntry } from '@/lib/content';
import { createDataClient } from '@/lib/data/client';
import { withTestStore } from '@/lib/store/test-store';
import { editJson } from './__fixtures__/fixture';
import { runSeed } from './index';
import { loadContent } from './load';
import { validate } from './validate';

// The sample game's modes and curated teams through the real import: refused with file and field
// when wrong, and recorded in the history like any other content when changed.

let dir = '';
let root = '';
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'teams-content-'));
  dir = path.join(root, 'content');
  cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

type Members = { character: string; note: string }[];

const broken: [string, string, (d: Record<string, unknown>) => void, { path: string; message: RegExp }][] = [
  [
    'a member that is no character',
    'teams/drowned-coast.json',
    (d) => ((d.members as Members)[1]!.character = 'morwen-gael'),
    { path: 'members.1.character', message: /unknown character "morwen-gael"/ },
  ],
  [
    'a squad of the wrong size',
    'teams/drowned-coast.json',
    (d) => (d.members as Members).shift(),
    { path: 'members', message: /a Boss raids squad has 4 members, this team has 3/ },
  ],
  [
    'a member listed twice',
    'teams/drowned-coast.json',
    (d) => ((d.members as Members)[2]!.character = 'captain-maren'),
    { path: 'members.2.character', message: /character "captain-maren" is in the team twice/ },
  ],
  [
    "a squad that breaks its mode's rules",
    'teams/drowned-coast.json',
    (d) => ((d.members as Members)[3]!.character = 'dagny-flint'),
    { path: 'members', message: /breaks the Boss raids rules: Needs at least 1 healer \(has 0\)/ },
  ],
  [
    'a team for a mode that does not exist',
    'teams/drowned-coast.json',
    (d) => (d.mode = 'raid'),
    { path: 'mode', message: /story|arena|boss/ },
  ],
  [
    'a mode threatened by an unknown enemy',
    'modes/boss.json',
    (d) => ((d.threats as { enemies: string[] }).enemies[0] = 'cinder-leviathon'),
    { path: 'threats.enemies.0', message: /unknown enemy "cinder-leviathon"/ },
  ],
  [
    'a mode threatened by an unknown rival',
    'modes/arena.json',
    (d) => ((d.threats as { characters: string[] }).characters[1] = 'kestrel'),
    { path: 'threats.characters.1', message: /unknown character "kestrel"/ },
  ],
  [
    'a mode file that is not a game mode',
    'modes/boss.json',
    (d) => (d.squadSize = 9),
    { path: 'squadSize', message: /6/ },
  ],
];

it('the sample game imports clean', async () => {
  expect(validate(await loadContent(dir)).issues).toEqual([]);
});

it.each(broken)('refuses %s, naming its file and field', async (_name, file, edit, expected) => {
  editJson(dir, file, edit);
  const { issues } = validate(await loadContent(dir));
  expect(issues).toEqual([
    expect.objectContaining({
      file: expect.stringMatching(new RegExp(`${file.replace('.', '\\.')}$`)) as unknown,
      path: expected.path,
      message: expect.stringMatching(expected.message) as unknown,
    }),
  ]);
});

describe('history', () => {
  withTestStore();
  const client = createDataClient({ system: true });
  const log = () => undefined;

  it('a curated team edit is recorded with the field it changed', async () => {
    expect((await runSeed({ client, contentDir: dir, log })).status).toBe('applied');
    const history = () =>
      client.find('history', { filter: { collection: 'teams', id: 'greenhollow-wardens' }, sort: { time: 1, _id: 1 } }) as Promise<
        HistoryEntry[]
      >;
    expect((await history()).map((h) => h.op)).toEqual(['insert']);
    editJson(dir, 'teams/greenhollow-wardens.json', (d) => {
      (d.members as Members)[0]!.note = 'Tank. Heartwood Slam roots and Old Growth spreads overgrowth.';
    });
    expect((await runSeed({ client, contentDir: dir, log })).status).toBe('applied');
    const entries = await history();
    expect(entries.map((h) => h.op)).toEqual(['insert', 'update']);
    expect(entries[1]!.changes).toEqual([
      expect.objectContaining({ path: 'members', after: expect.arrayContaining([expect.objectContaining({ note: 'Tank. Heartwood Slam roots and Old Growth spreads overgrowth.' })]) }),
    ]);
  });
});
