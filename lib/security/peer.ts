import http from 'node:http';

/**
 * The header that carries the TCP peer's address to proxy.ts and route handlers. Next.js sets
 * X-Forwarded-For to the socket's address only when the client sent none, so the real peer is
 * otherwise lost; this header is overwritten on every request, so a client cannot forge it.
 */
export const PEER_HEADER = 'x-lanternfall-peer';

const patched = Symbol.for('lanternfall.peerAddress');

/**
 * Stamps every incoming HTTP request of this process with PEER_HEADER (its socket's remote
 * address) before Next.js sees it. Installed once at start-up (instrumentation.ts).
 */
export function recordPeerAddresses(): void {
  const proto = http.Server.prototype as http.Server & { [patched]?: boolean };
  if (proto[patched]) return;
  proto[patched] = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? '';
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof proto.emit;
}
