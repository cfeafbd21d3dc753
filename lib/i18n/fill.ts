import { Fragment, createElement, type ReactNode } from 'react';

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

/** fill with elements for values (a link, a <time>): the template's text around them, in order. */
export function fillNodes(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = template.split(/\{(\w+)\}/g);
  return createElement(
    Fragment,
    null,
    ...parts.map((part, i) =>
      i % 2 === 0
        ? part
        : createElement(Fragment, { key: i }, Object.hasOwn(values, part) ? values[part] : `{${part}}`),
    ),
  );
}
