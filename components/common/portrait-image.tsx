import type { CSSProperties } from 'react';
import type { CharacterClass, Element } from './game-types';
import { portraitDesign } from './portrait';

/**
 * The smallest tile that draws the class sigil. Below it the sigil would be a 9-pixel scribble
 * (/events shows 50 tiles of 28 px), while its inline SVG costs two elements and some 350 bytes of
 * the page (markup and RSC payload) per tile; small tiles show the colour, rings and initials.
 */
export const SIGIL_MIN_SIZE = 40;

export interface PortraitImageProps {
  /** The character drawn: its id, element and class are the whole picture (portraitDesign). */
  character: { _id: string; element: Element; class: CharacterClass };
  size: number;
  className?: string;
  /** Its accessible name in the page's language ("Portrait of <name>"). */
  label: string;
}

/**
 * A character's portrait, drawn by CSS (`.lf-tile` in globals.css) wherever the site shows one:
 * the same design as the SVG portrait (portraitDesign), as gradients, the class sigil (from
 * SIGIL_MIN_SIZE up) and the initials in text. Not an image of the SVG (/portraits/...svg, served
 * for other uses): the browser builds a whole SVG document for every SVG image, and on a list of
 * portraits such as /tierlist that is most of the main thread's work after the first paint. Not
 * the SVG inline either: its drawing would go to the browser twice (HTML and RSC payload), some
 * the bulk of a character page's header. A tile costs a little more markup than an img tag. Apart from
 * the drawing code, so client components can show it too.
 */
export function PortraitImage({
  character: { _id, element, class: cls },
  size,
  className,
  label,
}: PortraitImageProps) {
  const { color, angle, rings, sigil, initials } = portraitDesign(_id, element, cls);
  // Ring radii as a share of the gradient's ray, which `closest-side` makes half the tile (50 units).
  const style = {
    '--s': `${size}px`,
    '--a': `${(angle + 90) % 360}deg`,
    '--c': color,
    '--r1': `${rings[0]! * 2}%`,
    '--r2': `${rings[1]! * 2}%`,
    '--r3': `${rings[2]! * 2}%`,
  } as CSSProperties;
  return (
    <span
      role="img"
      aria-label={label}
      className={className ? `lf-tile ${className}` : 'lf-tile'}
      style={style}
    >
      {initials}
      {size >= SIGIL_MIN_SIZE && (
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d={sigil} />
        </svg>
      )}
    </span>
  );
}
