import { classes, elements } from '@/lib/content';
import { portraitSvg } from '@/components/common/portrait';
import type { CharacterClass, Element } from '@/components/common/game-types';

/**
 * A character portrait as an image: /portraits/<element>/<class>/<key>.svg, where the key is the
 * character's id, as the site's tiles draw it (the initials of its hyphenated words:
 * `aurelia-vance` is "AV" in every language); any other text draws its own. The suffix keeps it
 * out of the page rate limit in proxy.ts, like every static file. Everything it draws is
 * in the path, so it reads nothing and is cached for a year. The site's own lists draw the same
 * design in CSS (components/common/portrait-image.tsx), which costs the browser far less than an
 * SVG image each; this URL stays for anyone who links or embeds a portrait.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ element: string; cls: string; name: string }> },
) {
  const { element, cls, name } = await params;
  const text = (message: string) =>
    new Response(message, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!(elements as readonly string[]).includes(element)) return text(`Unknown element "${element}".`);
  if (!(classes as readonly string[]).includes(cls)) return text(`Unknown class "${cls}".`);
  if (!name.endsWith('.svg')) return text('A portrait URL ends in .svg.');
  let decoded: string;
  try {
    decoded = decodeURIComponent(name.slice(0, -'.svg'.length));
  } catch {
    return text('The portrait name is not a valid URL escape.');
  }
  if (decoded.length === 0 || decoded.length > 80) return text('A portrait name is 1 to 80 characters.');
  return new Response(portraitSvg(decoded, element as Element, cls as CharacterClass), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
