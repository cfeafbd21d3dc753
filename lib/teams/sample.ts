import fs from 'node:fs';
import path from 'node:path';
import { gameModes } from '@/lib/content/common';
import { buildTeamsData, type TeamsDataInput } from './data';
import type { TeamsData } from './types';

/** The documents of one content folder, as written (tests and the bench read the sample game with it). */
function folder<T>(dir: string, collection: string): T[] {
  const at = path.join(dir, collection);
  return fs
    .readdirSync(at)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(at, f), 'utf8')) as T);
}

/** The sample game's teams data straight from content/ (Node only: tests and scripts/bench-teams.ts). */
export function sampleTeamsData(dir = path.join(process.cwd(), 'content')): TeamsData {
  const modes = folder<TeamsDataInput['modes'][number]>(dir, 'modes').sort(
    (a, b) => gameModes.indexOf(a._id) - gameModes.indexOf(b._id),
  );
  return buildTeamsData({
    characters: folder(dir, 'characters'),
    skills: folder(dir, 'skills'),
    traits: folder(dir, 'traits'),
    effects: folder(dir, 'effects'),
    enemies: folder(dir, 'enemies'),
    modes,
  });
}
