import { DataError, errorFromResponse } from '@/lib/errors';

export { DataError };

/** Calls the site's HTTP face `/api/data/{action}` from the browser; failures throw DataError. */
export async function callData<T = unknown>(
  action: string,
  body: Record<string, unknown>,
  idToken?: string,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/data/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new DataError('unavailable', 'Could not reach the server; check your connection');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFromResponse(response.status, payload);
  return payload as T;
}
