import 'server-only';
import { connection } from 'next/server';

/** The time of the request; marks the page as rendered per request, never prerendered. */
export async function requestTime(): Promise<number> {
  await connection();
  return Date.now();
}
