import type { CharacterClass } from './game-types';
import { classIcons } from './game-style';
import { Icon } from '@/components/common/icon';

/** Badge naming a character class. */
export function ClassBadge({ characterClass, label }: { characterClass: CharacterClass; label: string }) {
  return (
    <span className="badge lf-badge text-bg-secondary">
      <Icon name={classIcons[characterClass]} className="me-1" />
      {label}
    </span>
  );
}
