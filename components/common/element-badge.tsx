import type { Element } from './game-types';
import { elementIcons } from './game-style';
import { Icon } from '@/components/common/icon';

/** Coloured badge naming an element (its colour: `.lf-el-<element>` in app/globals.css, as in game-style.ts). */
export function ElementBadge({ element, label }: { element: Element; label: string }) {
  return (
    <span className={`badge lf-badge lf-bg lf-el-${element}`}>
      <Icon name={elementIcons[element]} className="me-1" />
      {label}
    </span>
  );
}
