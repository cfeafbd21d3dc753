import type { Element } from './game-types';
import { elementColors, elementIcons, titleCase } from './game-style';
import { Icon } from '@/components/common/icon';

/** Coloured badge naming an element. */
export function ElementBadge({ element }: { element: Element }) {
  return (
    <span className="badge lf-badge" style={{ backgroundColor: elementColors[element] }}>
      <Icon name={elementIcons[element]} className="me-1" />
      {titleCase(element)}
    </span>
  );
}
