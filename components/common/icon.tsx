import type { IconName } from '@/lib/config/icon-names';

export type { IconName } from '@/lib/config/icon-names';

/**
 * The sprite's versioned URL (lib/config/icon-names.ts `iconSpriteHref`), which next.config.ts
 * writes in at build: importing it would ship the whole icon list in every page's scripts.
 */
const spriteHref = process.env.LF_ICON_SPRITE_HREF;

export interface IconProps {
  name: IconName;
  className?: string;
}

/**
 * A bootstrap-icons glyph, 1em square in the text's colour, drawn from the site's icon sprite.
 * Decorative: the text beside it carries the meaning.
 */
export function Icon({ name, className }: IconProps) {
  return (
    <svg className={className ? `bi ${className}` : 'bi'} aria-hidden="true">
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
