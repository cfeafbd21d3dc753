/**
 * A catalog's message as a client component gets it: formatted on the server with its arguments
 * left in as `{name}` (t('verified', { version: '{version}' })), so the browser puts the values in
 * without a catalog or a message parser. Browser-safe.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The arguments that keep a message's `{slots}` for fill: t('level', slots('max')) → "Level (1–{max})". */
export function slots(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, `{${name}}`]));
}
