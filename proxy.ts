import { NextResponse, type NextRequest } from 'next/server';
import { detailKindOf, type DetailKind } from '@/lib/kinds/registry';
import { isPageRoute, isRootRoute, SHARE_IMAGE } from '@/lib/i18n/page-routes';
import { defaultLocale, localeOfPath, unlocalizedPath, type SiteLocale } from '@/lib/i18n/locales';
import { entityExists } from '@/lib/queries/exists';
import { clientIp } from '@/lib/security/client-ip';
import { STATUS_HEADER } from '@/lib/serving/status-header.mjs';
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
 *   entity does not exist is answered by the site's 404 page, whose body is then in the first HTML (lib/queries/exists.ts says why);
 * - languages (lib/i18n): every page lives under `app/[locale]`. An English path has no prefix and
 *   is rewritten to `/en…`; `/en…` itself is redirected to the path without it (one URL per page),
 *   except the share images, whose URLs Next writes with the route's own `/en`; `/ja…` and `/es…`
 *   are served as they are. A path that no route serves gets the 404 page in its language.
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

/**
 * The site's own 404 page in a locale (app/[locale]/not-found-page), which server.mjs sends with
 * status 404 (lib/serving/status-header.mjs).
 */
function notFoundPage(request: NextRequest, locale: SiteLocale = localeOfPath(rawPath(request.url))) {
  return NextResponse.rewrite(new URL(`/${locale}/not-found-page`, request.url), {
    headers: { [STATUS_HEADER]: '404' },
  });
}

/**
 * A page's own share image as it was named before its alt text followed the page's language:
 * the image is now `…/opengraph-image-<hash>/card` (generateImageMetadata), and a link shared
 * before that still finds it.
 */
const UNNAMED_CARD = /\/(?:opengraph|twitter)-image-[a-z0-9]+$/;

/** Where a page path goes: redirected to its one URL, rewritten to its locale's route, or the 404 page. */
async function route(request: NextRequest, path: string): Promise<NextResponse> {
  if (isRootRoute(path)) return NextResponse.next();
  if (UNNAMED_CARD.test(path)) {
    const url = new URL(request.url);
    url.pathname = `${path}/card`;
    return NextResponse.redirect(url, 308);
  }
  const first = path.split('/')[1];
  if (first === defaultLocale && !SHARE_IMAGE.test(path)) {
    const url = new URL(request.url);
    url.pathname = path === '/en' ? '/' : path.slice('/en'.length);
    return NextResponse.redirect(url, 308);
  }
  const locale = localeOfPath(path);
  const rest = first === defaultLocale ? path.slice('/en'.length) || '/' : unlocalizedPath(path);
  if (!isPageRoute(decodeURIComponent(rest))) return notFoundPage(request, locale);
  const detail = detailOf(rest);
  if (detail && !(await entityExists(detail.kind, detail.id))) return notFoundPage(request, locale);
  if (locale !== defaultLocale || first === defaultLocale) return NextResponse.next();
  const url = new URL(request.url);
  url.pathname = `/en${path === '/' ? '' : path}`;
  return NextResponse.rewrite(url);
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
  if (retryAfter === undefined) return route(request, path);
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
