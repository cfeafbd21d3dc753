import type { CollectionName, DocOf } from '@/lib/content';
import { DataError, errorFromResponse } from '@/lib/errors';
import type { Projected, Projection, Replies, Stored } from './types';

export { DataError };

/**
 * Calls the site's HTTP face `/api/data/{action}` from the browser, its reply typed by the
 * collection's schema and the query's projection; failures throw DataError.
 */
export async function callData<
  A extends keyof Replies<unknown>,
  C extends CollectionName,
  const P extends Projection | undefined = undefined,
>(
  action: A,
  body: { collection: C; projection?: P } & Record<string, unknown>,
  idToken?: string,
): Promise<Replies<Projected<Stored<DocOf<C>>, P>>[A]> {
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
  // Taken on trust, as the server-side client does: the protocol's shapes, schema-checked documents.
  return payload as Replies<Projected<Stored<DocOf<C>>, P>>[A];
}
