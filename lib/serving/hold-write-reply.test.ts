import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { holdWriteReply } from './hold-write-reply.mjs';

/**
 * A real server whose handler answers at once and hands `work` to the hold's waitUntil, as Next
 * hands a route handler's cache expiry; `events` records, in order, when the work finished and
 * when the client had the whole reply.
 */
async function serve(work: () => Promise<unknown> | undefined, limitMs?: number) {
  const events: string[] = [];
  const server = http.createServer((_req, res) => {
    const hold = holdWriteReply(res, limitMs);
    const pending = work();
    if (pending) hold.waitUntil(pending.then(() => events.push('work done')));
    res.setHeader('content-type', 'application/json');
    res.end('{"insertedId":"burn"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/data/insertOne`;
  const request = async () => {
    const started = Date.now();
    const response = await fetch(url, { method: 'POST', body: '{}' });
    const body = await response.text();
    events.push('reply received');
    return { status: response.status, body, ms: Date.now() - started };
  };
  return { events, request, close: () => new Promise((resolve) => server.close(resolve)) };
}

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a protocol write answers only once the work handed to its waitUntil is done', () => {
  it('holds the end of the reply until the work finishes', async () => {
    const server = await serve(() => after(300));
    try {
      const reply = await server.request();
      expect(reply).toMatchObject({ status: 200, body: '{"insertedId":"burn"}' });
      expect(server.events).toEqual(['work done', 'reply received']);
      expect(reply.ms).toBeGreaterThanOrEqual(250);
    } finally {
      await server.close();
    }
  });

  it('answers at once when nothing was handed over', async () => {
    // Held wrongly, the reply would wait out the 5 s limit; on a loaded machine a prompt one can
    // still take a few hundred milliseconds, so the line is drawn halfway.
    const server = await serve(() => undefined, 5_000);
    try {
      const reply = await server.request();
      expect(reply.body).toBe('{"insertedId":"burn"}');
      expect(reply.ms).toBeLessThan(2_500);
    } finally {
      await server.close();
    }
  });

  it('still answers when the work fails, and when it outlasts the limit', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = await serve(() => Promise.reject(new Error('Redis went away')));
    const stuck = await serve(() => new Promise(() => {}), 200);
    try {
      expect((await failing.request()).body).toBe('{"insertedId":"burn"}');
      expect(error).toHaveBeenCalledWith('server.mjs: background work failed:', expect.any(Error));
      const late = await stuck.request();
      expect(late.body).toBe('{"insertedId":"burn"}');
      expect(late.ms).toBeGreaterThanOrEqual(150);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('held 200 ms'));
    } finally {
      error.mockRestore();
      warn.mockRestore();
      await failing.close();
      await stuck.close();
    }
  });
});
