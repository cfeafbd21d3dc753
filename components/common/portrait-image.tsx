import type { CharacterClass, Element } from './game-types';

/** The portrait image's URL: everything it draws is in the path, so it is cached for good. */
export function portraitUrl(name: string, element: Element, characterClass: CharacterClass): string {
  return `/portraits/${element}/${characterClass}/${encodeURIComponent(name)}.svg`;
}

export interface PortraitImageProps {
  /** The character drawn: its name, element and class are the whole picture. */
  character: { name: string; element: Element; class: CharacterClass };
  size: number;
  className?: string;
}

/**
 * A character's portrait as a cached image (/portraits/<element>/<class>/<name>.svg): for cards in
 * long lists, where ~1.2 KB of inline SVG per card (twice, with the page's RSC payload) would
 * weigh the page down. Apart from the drawing code, so client components can show it too.
 */
export function PortraitImage({
  character: { name, element, class: cls },
  size,
  className,
}: PortraitImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a tiny generated SVG; next/image adds nothing
    <img
      src={portraitUrl(name, element, cls)}
      width={size}
      height={size}
      alt={`Portrait of ${name}`}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
