import { Fragment, createElement, type ReactNode } from 'react';

/**
 * fill (./fill.ts) with elements for values (a link, a <time>): the template's text around them,
 * in order. Apart from fill, so the browser's bundles that only fill text do not carry it.
 */
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
