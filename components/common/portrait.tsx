import type { CharacterClass, Element } from './game-types';
import { elementColors } from './game-style';

/** Simple sigils in a 24×24 box, one per class. */
const sigils: Record<CharacterClass, string> = {
  vanguard: 'M12 2 L21 6 V12 C21 17 17 21 12 22 C7 21 3 17 3 12 V6 Z',
  duelist: 'M4 20 L18 6 L20 4 L20 6 L6 20 Z M4 4 L20 20 M3 21 L5 19',
  marksman: 'M12 2 A10 10 0 1 0 12.01 2 Z M12 7 A5 5 0 1 0 12.01 7 Z M12 11 A1 1 0 1 0 12.01 11 Z',
  arcanist: 'M12 2 L14.5 9 L22 9 L16 13.5 L18.5 21 L12 16.5 L5.5 21 L8 13.5 L2 9 L9.5 9 Z',
  warden: 'M12 2 L22 12 L12 22 L2 12 Z M12 7 L17 12 L12 17 L7 12 Z',
  mystic: 'M12 21 C5 15 2 11 5 7 C8 4 11 6 12 8 C13 6 16 4 19 7 C22 11 19 15 12 21 Z',
};

/** Initials of up to two words: "mira-of-the-ash" → "MA". */
function initials(key: string): string {
  const words = key.split(/[\s-]+/).filter((w) => /^[A-Za-z]/.test(w) && !/^(of|the|and)$/i.test(w));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((w) => w[0]!.toUpperCase()).join('') || '?';
}

/** Small stable hash so each character gets its own pattern. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * What a portrait shows, in a 100×100 box: the element's colour fading to night at the key's own
 * angle (degrees, SVG's: 0 runs left to right), three faint rings at the key's own radii, the
 * class sigil in the top right corner and the key's initials. The key is the character's id
 * (`aurelia-vance`), not its name: a name differs by language, and a portrait drawn from
 * 「アウレリア」 would have other colours and no initials to show. Shared by the SVG drawings and
 * the CSS tile (portrait-image.tsx).
 */
export function portraitDesign(key: string, element: Element, characterClass: CharacterClass) {
  const h = hash(key);
  return {
    id: h.toString(36),
    color: elementColors[element],
    angle: h % 360,
    rings: [0, 1, 2].map((i) => 18 + ((h >> (i * 4)) % 12) + i * 14),
    /** Each ring's stroke opacity, innermost first. */
    ringOpacity: [0, 1, 2].map((i) => +(0.08 + i * 0.04).toFixed(2)),
    sigil: sigils[characterClass],
    initials: initials(key),
  };
}

/** The portrait's drawing, inside a 100×100 viewBox (portraitSvg). */
function portraitBody(key: string, element: Element, characterClass: CharacterClass): string {
  const {
    id,
    color,
    angle,
    rings,
    ringOpacity,
    sigil,
    initials: letters,
  } = portraitDesign(key, element, characterClass);
  const gradientId = `pg-${id}`;
  return [
    `<defs><linearGradient id="${gradientId}" gradientTransform="rotate(${angle} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#12121a"/></linearGradient></defs>`,
    `<rect width="100" height="100" rx="12" fill="url(#${gradientId})"/>`,
    ...rings.map(
      (r, i) =>
        `<circle cx="50" cy="50" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${ringOpacity[i]}"/>`,
    ),
    `<g transform="translate(62 6) scale(1.3)" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="1.6">`,
    `<path d="${sigil}"/></g>`,
    `<text x="50" y="66" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="36" fill="#ffffff">${escapeXml(letters)}</text>`,
  ].join('');
}

/** The whole portrait as a standalone SVG document. */
export function portraitSvg(key: string, element: Element, characterClass: CharacterClass): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">${portraitBody(key, element, characterClass)}</svg>`;
}
