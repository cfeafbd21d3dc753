import http from 'node:http';

/**
 * The header that carries the TCP peer's address to proxy.ts and route handlers. Next.js sets
 * X-Forwarded-For to the socket's address only when the client sent none, so the real peer is
 * otherwise lost; this header is overwritten on every request, so a client cannot forge it.
 */
export const PEER_HEADER = 'x-lanternfall-peer';

const patched = Symbol.for('lanternfall.peerAddress');

/**
 * TRACE is a method the Fetch standard forbids: Next.js cannot build a Request for it and
 * answers 500, before any route or proxy.ts runs, so it is answered here instead, with 405.
 * The standard's other two never arrive as a 'request': Node's parser refuses TRACK with 400,
 * and CONNECT goes to the server's 'connect' event, which (with no listener) closes the socket.
 */
const FORBIDDEN_METHOD = 'TRACE';

function refuseMethod(req: http.IncomingMessage, res: http.ServerResponse): void {
  const api = (req.url ?? '').startsWith('/api/');
  const body = api
    ? JSON.stringify({
        error: { code: 'method_not_allowed', message: `${req.method} is not supported; use POST` },
      })
    : `${req.method} is not supported.\n`;
  res.writeHead(405, {
    allow: api ? 'POST' : 'GET, HEAD',
    'content-type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  });
  res.end(body);
}

/**
 * Stamps every incoming HTTP request of this process with PEER_HEADER (its socket's remote
 * address) before Next.js sees it, and answers TRACE with 405. Installed once at start-up
 * (instrumentation.ts).
 */
export function recordPeerAddresses(): void {
  const proto = http.Server.prototype as http.Server & { [patched]?: boolean };
  if (proto[patched]) return;
  proto[patched] = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      if (req.method === FORBIDDEN_METHOD) {
        refuseMethod(req, args[1] as http.ServerResponse);
        return true;
      }
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? '';
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof proto.emit;
}
