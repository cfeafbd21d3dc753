import { iconSpriteHref, type IconName } from '@/lib/config/icon-names';

export type { IconName } from '@/lib/config/icon-names';

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
      <use href={`${iconSpriteHref}#${name}`} />
    </svg>
  );
}
