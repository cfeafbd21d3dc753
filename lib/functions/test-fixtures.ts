import { resetEnv } from '@/lib/config/env';
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

/**
 * Runs a test file's requests with the local editor credential only (no Firebase project or
 * emulator configured), restoring the parsed environment afterwards.
 */
export function withLocalEditor(token: string): void {
  beforeAll(() => {
    delete process.env.FIREBASE_PROJECT_ID;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    process.env.EDITOR_TOKEN = token;
    resetEnv();
  });
  afterAll(() => resetEnv());
}

/** POSTs to the route handler exactly as Next would call it. */
export async function postRoute(
  POST: (request: Request, ctx: { params: Promise<{ action: string }> }) => Promise<Response>,
  action: string,
  body: unknown,
  init: {
    token?: string;
    method?: string;
    contentType?: string;
    raw?: string;
    /** More request headers, e.g. a browser's Origin. */
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
  const headers: Record<string, string> = {
    'content-type': init.contentType ?? 'application/json',
    ...init.headers,
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const method = init.method ?? 'POST';
  const request = new Request(`http://localhost/api/data/${action}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : (init.raw ?? JSON.stringify(body)),
  });
  const response = await POST(request, { params: Promise.resolve({ action }) });
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}
