import { NextResponse, type NextRequest } from 'next/server';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { getEnv } from '@/lib/config/env';
import { clientIp, trustedProxies } from '@/lib/security/client-ip';

/**
 * Request-level guards, before any page renders:
 * - a path that cannot be decoded (a bad %-escape, an invalid UTF-8 sequence) or that decodes
 *   to a control character such as %00 names no page: 404 page for pages, 400 JSON for the API,
 *   instead of a render that fails with 500 or shows an error panel with 200;
 * - pages and share images are limited per client address, counted in memory (a lookup in a
 *   Map, cheap enough for every request; cached pages stay cached). The API counts its own
 *   limits, with Redis when configured, in lib/functions/http.ts.
 */
export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  const path = rawPath(request.url);
  const api = path.startsWith('/api/');
  if (!decodable(path)) {
    if (api) {
      return NextResponse.json(
        {
          error: {
            code: 'bad_request',
            message: 'The URL path has an invalid %-escape or a control character',
          },
        },
        { status: 400, headers: { 'cache-control': 'no-store' } },
      );
    }
    // The site's own 404 page: rewriting to a path no route serves renders app/not-found.
    return NextResponse.rewrite(new URL('/_invalid-path', request.url));
  }
  if (api) return NextResponse.next();
  return limitPages(request);
}

/** The path exactly as sent (still %-encoded): NextRequest's parsed forms may already be decoded. */
function rawPath(url: string): string {
  const afterOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return afterOrigin.replace(/[?#].*$/s, '') || '/';
}

function decodable(path: string): boolean {
  try {
    return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}

const slot = globalThis as typeof globalThis & {
  __lanternfallPageLimiter?: { limiter: RateLimiterMemory; trusted: ReturnType<typeof trustedProxies> };
};

async function limitPages(request: NextRequest): Promise<NextResponse> {
  if (!slot.__lanternfallPageLimiter) {
    const env = getEnv();
    slot.__lanternfallPageLimiter = {
      limiter: new RateLimiterMemory({ points: env.RATE_LIMIT_PAGES, duration: 60, keyPrefix: 'page' }),
      trusted: trustedProxies(env.TRUSTED_PROXIES),
    };
  }
  const { limiter, trusted } = slot.__lanternfallPageLimiter;
  try {
    await limiter.consume(clientIp(request.headers, trusted));
    return NextResponse.next();
  } catch (outcome) {
    if (!(outcome instanceof RateLimiterRes)) return NextResponse.next();
    const retryAfter = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
    return new NextResponse(`Too many requests from this address; try again in ${retryAfter} s.\n`, {
      status: 429,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'retry-after': String(retryAfter),
        'cache-control': 'no-store',
      },
    });
  }
}

export const config = {
  // Not for build assets and public files: they are static, cheap, and carry no ids.
  matcher: [
    '/((?!_next/static|_next/image|favicon\\.ico|icon\\.svg|.*\\.(?:svg|png|jpg|jpeg|webp|ico|txt|xml|css|js|woff2?)$).*)',
  ],
};
