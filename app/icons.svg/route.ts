import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { iconNames } from '@/lib/config/icon-names';
import { cacheScope } from '@/lib/queries/cache';

/**
 * The sprite's text: one <symbol> per icon the site uses, read from bootstrap-icons' own SVG files.
 * Cached for good, so the route is prerendered at build and served as a static file: uncached, it
 * read every icon file again on every request (about 80 requests a second on the app server).
 */
async function sprite(): Promise<string> {
  'use cache';
  cacheScope([], 'max');
  const dir = path.join(process.cwd(), 'node_modules', 'bootstrap-icons', 'icons');
  const symbols = await Promise.all(
    iconNames.map(async (name) => {
      const svg = await readFile(path.join(dir, `${name}.svg`), 'utf8');
      const body = svg
        .replace(/^[\s\S]*?<svg[^>]*>/, '')
        .replace(/<\/svg>\s*$/, '')
        .replace(/>\s+</g, '><')
        .trim();
      return `<symbol id="${name}" viewBox="0 0 16 16">${body}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/** The icon sprite. Its URL carries a version of the icon list, so browsers keep it for a year. */
export async function GET() {
  return new Response(await sprite(), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
