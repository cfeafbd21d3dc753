import 'server-only';
import { callFunction, type Action } from '@/lib/functions';
import { DataError, errorFromResponse } from '@/lib/errors';

/** Where a request goes: the in-process backend (optionally as the server itself) or a remote URL. */
export interface Target {
  url?: string;
  token?: string;
  /** In-process only: act with the server's own rights (seeding at start-up). */
  system?: boolean;
}

/** Sends one protocol request and returns its 200 body; failures throw DataError. */
export async function send(action: Action, body: Record<string, unknown>, target: Target): Promise<unknown> {
  if (!target.url) {
    const caller = target.system
      ? { system: true as const }
      : { authorization: target.token ? `Bearer ${target.token}` : null };
    return callFunction(action, body, caller);
  }
  let response: Response;
  try {
    response = await fetch(`${target.url.replace(/\/+$/, '')}/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
      },
      body: JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new DataError('unavailable', `The functions backend at ${target.url} did not answer`);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFromResponse(response.status, payload);
  if (payload === null || typeof payload !== 'object')
    throw new DataError('internal', 'The functions backend sent a malformed response');
  return payload;
}
