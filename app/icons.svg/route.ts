import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { iconNames } from '@/components/common/icon-names';

/**
 * The icon sprite: one <symbol> per icon the site uses, read from bootstrap-icons' own SVG files
 * when the site is built. Static and cached for a year: its URL carries a version of the list.
 */
export async function GET() {
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
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
  return new Response(sprite, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
