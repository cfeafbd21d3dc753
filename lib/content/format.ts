/** An enum value as people read it: "lantern-order" → "Lantern Order". */
export function titleCase(id: string): string {
  return id
    .split('-')
    .map((w) => (w.length > 0 ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}
