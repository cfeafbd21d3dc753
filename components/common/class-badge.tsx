import type { CharacterClass } from './game-types';
import { classIcons, titleCase } from './game-style';

/** Badge naming a character class. */
export function ClassBadge({ characterClass }: { characterClass: CharacterClass }) {
  return (
    <span className="badge lf-badge text-bg-secondary">
      <i className={`bi bi-${classIcons[characterClass]} me-1`} aria-hidden="true" />
      {titleCase(characterClass)}
    </span>
  );
}
