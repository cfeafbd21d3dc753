/** A message's `{slot}`s filled with values, in the browser (the words come translated from the server). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, slot: string) =>
    Object.hasOwn(values, slot) ? String(values[slot]) : whole,
  );
}
