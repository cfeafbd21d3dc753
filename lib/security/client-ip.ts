import { BlockList, isIP } from 'node:net';
import { getEnv } from '@/lib/config/env';
import { PEER_HEADER } from './peer';

/** A client address with IPv4-mapped IPv6 ("::ffff:1.2.3.4") written as plain IPv4. */
function normalize(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

/** Builds the matcher for TRUSTED_PROXIES entries (addresses or CIDR ranges, already validated). */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

let configured: BlockList | undefined;

/** TRUSTED_PROXIES from the environment, built on first use. */
function configuredProxies(): BlockList {
  configured ??= trustedProxies(getEnv().TRUSTED_PROXIES);
  return configured;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address for rate limiting. The TCP peer (PEER_HEADER) is the truth; when the
 * peer is a trusted proxy, the address it appended to X-Forwarded-For is believed, and so on
 * leftwards while each hop is trusted. Entries a client wrote itself sit left of the first
 * untrusted hop and are never read. Without a recorded peer (no socket: an in-process call)
 * nothing in the headers is believed and every such request shares the key "unknown".
 * `trusted` defaults to TRUSTED_PROXIES from the environment.
 */
export function clientIp(headers: Headers, trusted: BlockList = configuredProxies()): string {
  const peer = headers.get(PEER_HEADER);
  if (!peer) return 'unknown';
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer].map(normalize);
  let i = chain.length - 1;
  while (i > 0 && isTrusted(trusted, chain[i] as string)) i -= 1;
  return chain[i] as string;
}
