import { replaceWriters, writersOf } from './html-response.mjs';

/** Longer than expiring tags in Redis takes; a reply held longer is ended with a warning. */
export const HOLD_LIMIT_MS = 10_000;

/**
 * Next applies a route handler's `revalidateTag` calls after the handler returns, as work handed
 * to `waitUntil` that the reply does not wait for (https://github.com/vercel/next.js/pull/93189);
 * read-your-writes is promised to Server Actions only (`updateTag`, refused in route handlers:
 * https://github.com/vercel/next.js/pull/83822). Left so, a write's reply could reach its client
 * before the expiry reaches the shared cache, and the client's next request, to this server or
 * another, would read the old data. So the reply of a protocol request ends only once the work
 * handed to its `waitUntil` is done. An `after()` callback waits for the reply to end, so a
 * protocol route must not use it: its reply would be held until the limit.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {number} [limitMs] how long the reply may wait for the work
 * @returns {{ waitUntil: (promise: Promise<unknown>) => void }}
 */
export function holdWriteReply(res, limitMs = HOLD_LIMIT_MS) {
  /** @type {Promise<unknown>[]} */
  const work = [];
  const { write, end } = writersOf(res);
  /** @type {import('./html-response.mjs').End} */
  const endOnceWorkIsDone = function (...args) {
    if (work.length === 0) return end.apply(res, args);
    /** @type {NodeJS.Timeout | undefined} */
    let limit;
    /** @type {Promise<void>} */
    const overdue = new Promise((resolve) => {
      limit = setTimeout(() => {
        console.warn(`server.mjs: a protocol reply was held ${limitMs} ms for background work; sent`);
        resolve();
      }, limitMs);
    });
    void Promise.race([Promise.allSettled(work), overdue]).then(() => {
      clearTimeout(limit);
      end.apply(res, args);
    });
    return res;
  };
  replaceWriters(res, write, endOnceWorkIsDone);
  return {
    waitUntil(promise) {
      work.push(promise.catch((error) => console.error('server.mjs: background work failed:', error)));
    },
  };
}
