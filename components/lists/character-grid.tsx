import { CharacterCard, type CharacterSummary } from './character-card';

/** Responsive grid of character cards (1 → 2 → 3 → 4 columns across the breakpoints). */
export function CharacterGrid({ characters }: { characters: readonly CharacterSummary[] }) {
  return (
    <ul
      className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4 g-3 list-unstyled"
      aria-label="Characters"
    >
      {characters.map((c) => (
        <li key={c._id} className="col">
          <CharacterCard character={c} />
        </li>
      ))}
    </ul>
  );
}
