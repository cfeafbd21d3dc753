import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isPageRoute, isRootRoute, pageRoutes } from './page-routes';

/** Every page and route handler under app/[locale], as a path with its route groups left out. */
function appRoutes(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      const segment = /^\(.*\)$/.test(name) ? '' : `/${name.replace(/^\[.*\]$/, '[x]')}`;
      out.push(...appRoutes(full, prefix + segment));
    } else if (/^(page|route)\.tsx?$/.test(name)) out.push(prefix || '/');
  }
  return out;
}

describe('page routes the proxy knows', () => {
  it('are exactly the routes under app/[locale]', () => {
    const declared = pageRoutes.map((route) => route.replace(/\[[^\]]+\]/g, '[x]')).sort();
    expect(declared).toEqual(appRoutes(path.join(process.cwd(), 'app/[locale]')).sort());
  });

  it('match pages, their share images and nothing else', () => {
    expect(isPageRoute('/')).toBe(true);
    expect(isPageRoute('/chars/aurelia-vance')).toBe(true);
    expect(isPageRoute('/chars/aurelia-vance/')).toBe(true);
    expect(isPageRoute('/chars/page/2')).toBe(true);
    expect(isPageRoute('/chars/aurelia-vance/opengraph-image-1w0aum')).toBe(true);
    expect(isPageRoute('/chars/aurelia-vance/opengraph-image-1w0aum/card')).toBe(true);
    expect(isPageRoute('/teams/arena.keel/opengraph-image-1w0aum/card')).toBe(true);
    expect(isPageRoute('/chars/aurelia-vance/opengraph-image-1w0aum/card/more')).toBe(false);
    expect(isPageRoute('/opengraph-image')).toBe(true);
    expect(isPageRoute('/tierlist/arena')).toBe(true);
    expect(isPageRoute('/modes/arena')).toBe(false);
    expect(isPageRoute('/chars/a/b')).toBe(false);
    expect(isPageRoute('/nowhere')).toBe(false);
    expect(isRootRoute('/api/data/find')).toBe(true);
    expect(isRootRoute('/changes.xml')).toBe(true);
    expect(isRootRoute('/chars')).toBe(false);
  });
});
