import type { Effect } from '@/lib/content';

/** A valid effect document (content collection) for protocol tests. */
export function effect(id: string, overrides: Partial<Effect> = {}): Effect {
  return {
    _id: id,
    name: `Effect ${id}`,
    verified: { version: '2.6', date: '2026-11-05' },
    type: 'buff',
    stacking: 'none',
    maxStacks: 1,
    duration: 2,
    dispellable: true,
    description: 'Raises Attack by 10%.',
    ...overrides,
  };
}

/** POSTs to the route handler exactly as Next would call it. */
export async function postRoute(
  POST: (request: Request, ctx: { params: Promise<{ action: string }> }) => Promise<Response>,
  action: string,
  body: unknown,
  init: { token?: string; method?: string; contentType?: string; raw?: string } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': init.contentType ?? 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const method = init.method ?? 'POST';
  const request = new Request(`http://localhost/api/data/${action}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : (init.raw ?? JSON.stringify(body)),
  });
  const response = await POST(request, { params: Promise.resolve({ action }) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
