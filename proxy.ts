import { NextResponse, type NextRequest } from 'next/server';
import { detailKindOf, type DetailKind } from '@/lib/kinds/registry';
import { entityExists } from '@/lib/queries/exists';
import { clientIp } from '@/lib/security/client-ip';
import { consume } from '@/lib/security/rate-limit';

/**
 * Request-level guards, before any page renders:
 * - a path that cannot be decoded (a bad %-escape, an invalid UTF-8 sequence) or that decodes
 *   to a control character such as %00 names no page: 404 page for pages, 400 JSON for the API,
 *   instead of a render that fails with 500 or shows an error panel with 200;
 * - pages and share images are limited per client address, counted in memory (a lookup in a
 *   Map, cheap enough for every request; cached pages stay cached) by the same limiters that
 *   count the API's limits in lib/functions/http.ts (lib/security/rate-limit.ts);
 * - a detail page (`/<segment>/<id>` of a kind with detail pages, lib/kinds/registry.ts) whose
 *   entity does not exist is answered by the site's 404 page, whose body is then in the first HTML (lib/queries/exists.ts says why).
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
    return notFoundPage(request);
  }
  if (api) return NextResponse.next();
  return limitPages(request, path);
}

/** The site's own 404 page: rewriting to a path no route serves renders app/not-found. */
function notFoundPage(request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL('/_not-found-page', request.url));
}

/** `/<segment>/<id>`: a detail page's shape; its segment says whether a kind has such pages. */
const DETAIL_PATH = /^\/([^/]+)\/([^/]+)\/?$/;

/** The kind and id a detail path names, or undefined for any other path. */
function detailOf(path: string): { kind: DetailKind; id: string } | undefined {
  const match = DETAIL_PATH.exec(path);
  const kind = match && detailKindOf(match[1]!);
  return kind ? { kind, id: decodeURIComponent(match[2]!) } : undefined;
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

async function limitPages(request: NextRequest, path: string): Promise<NextResponse> {
  const retryAfter = await consume('page', clientIp(request.headers));
  if (retryAfter === undefined) {
    const detail = detailOf(path);
    if (detail && !(await entityExists(detail.kind, detail.id))) return notFoundPage(request);
    return NextResponse.next();
  }
  return new NextResponse(`Too many requests from this address; try again in ${retryAfter} s.\n`, {
    status: 429,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'retry-after': String(retryAfter),
      'cache-control': 'no-store',
    },
  });
}

export const config = {
  // Not for build assets and public files: they are static, cheap, and carry no ids.
  matcher: [
    '/((?!_next/static|_next/image|favicon\\.ico|icon\\.svg|.*\\.(?:svg|png|jpg|jpeg|webp|ico|txt|xml|css|js|woff2?)$).*)',
  ],
};
