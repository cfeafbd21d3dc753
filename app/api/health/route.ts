import { connection } from 'next/server';

/** Liveness for load balancers: answers at request time, never from a cache. */
export async function GET(): Promise<Response> {
  await connection();
  return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
}
