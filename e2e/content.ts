import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** An event as its file in content/events holds it: the fields the specs check the pages against. */
export interface EventFile {
  _id: string;
  name: string;
  type: string;
  start: string;
  end: string;
}

const eventsDir = path.join(__dirname, '../content/events');

/** Every sample event, read from content/events, so a spec names what the pages must show. */
export function readEvents(): EventFile[] {
  return readdirSync(eventsDir).map((f) => JSON.parse(readFileSync(path.join(eventsDir, f), 'utf8')));
}
