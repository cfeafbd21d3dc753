import type { Element } from './game-types';
import { elementColors, elementIcons, titleCase } from './game-style';

/** Coloured badge naming an element. */
export function ElementBadge({ element }: { element: Element }) {
  return (
    <span className="badge lf-badge" style={{ backgroundColor: elementColors[element] }}>
      <i className={`bi bi-${elementIcons[element]} me-1`} aria-hidden="true" />
      {titleCase(element)}
    </span>
  );
}
