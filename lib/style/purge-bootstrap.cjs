/**
 * PostCSS plugin (postcss.config.js): drops every Bootstrap rule whose selectors name a class,
 * id or element that no source file of the site mentions (issue #10: Lighthouse found about 80%
 * of the compiled Bootstrap unused on a page). It runs PurgeCSS (@fullhuman/postcss-purgecss) on
 * app/bootstrap.scss only: the site's own stylesheets are written for the markup and stay whole.
 *
 * What counts as mentioned: any word in the app's, components' and lib's sources (class names
 * are written out in full there, `text-bg-success` rather than `text-bg-${tone}`), plus the
 * classes react-bootstrap builds from a prop, read from the props themselves (`variant="primary"`
 * keeps `btn-primary` and `alert-primary`, `size="sm"` keeps `btn-sm`), and the ones its
 * components and the navbar collapse and dialogs set on their own. e2e/weight.spec.ts checks that
 * every Bootstrap class in every page's HTML still has its rule.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- PostCSS loads this file as CommonJS */
const purgecss = require('@fullhuman/postcss-purgecss');
const fs = require('node:fs');
const path = require('node:path');
/* eslint-enable @typescript-eslint/no-require-imports */

const root = path.join(__dirname, '..', '..');

/** The sources whose words keep a rule: [folder, glob within it]. */
const sources = [
  ['app', '**/*.{ts,tsx}'],
  ['components', '**/*.{ts,tsx}'],
  ['lib', '**/*.{ts,tsx,js}'],
  ['offline', '**/*.ts'],
].map(([dir, glob]) => [path.join(root, dir), glob]);

/**
 * The classes react-bootstrap composes from a prop's value, per component and prop:
 * `<Button variant="x">` is `btn-x`, `<Alert variant="x">` is `alert-x`, `size="sm"` is `btn-sm`
 * on a Button and `input-group-sm` on an InputGroup.
 */
const propClasses = {
  Button: { variant: ['btn'], size: ['btn'] },
  Alert: { variant: ['alert'] },
  Badge: { bg: ['bg', 'text-bg'] },
  ProgressBar: { variant: ['bg'] },
  'ListGroup.Item': { variant: ['list-group-item'] },
  Table: { variant: ['table'] },
  InputGroup: { size: ['input-group'] },
  'Form.Control': { size: ['form-control'] },
  'Form.Select': { size: ['form-select'] },
  Pagination: { size: ['pagination'] },
};
const tagPattern = new RegExp(
  `<(${Object.keys(propClasses).join('|').replace(/\./g, '\\.')})\\b([^<]*)`,
  'g',
);
const propPattern = /\b(\w+)=(\{[^}]*\}|"[^"]*"|'[^']*')/g;

/** Every word of a source file, plus the classes its react-bootstrap props compose. */
function extract(content) {
  const words = content.match(/[A-Za-z0-9_-]+/g) ?? [];
  // A component's props run from its tag to the next `<` (an arrow function's `=>` is no end).
  for (const [, component, props] of content.matchAll(tagPattern)) {
    for (const [, prop, value] of props.matchAll(propPattern)) {
      const prefixes = propClasses[component][prop] ?? [];
      for (const [, literal] of value.matchAll(/["'`]([a-z-]+)["'`]/g))
        for (const prefix of prefixes) words.push(`${prefix}-${literal}`);
    }
    // <Alert dismissible> adds its own class.
    if (component === 'Alert' && /\bdismissible\b/.test(props)) words.push('alert-dismissible');
  }
  // Wrappers (the sign-in button) hand their size to a Button.
  for (const [, size] of content.matchAll(/\bsize=["'](sm|lg)["']/g)) words.push(`btn-${size}`);
  return words;
}

/** Every custom property the site's own code names: its stylesheets' `var(--bs-…)`, style props. */
function namedProperties() {
  const names = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // This folder names properties in its comments and tests, not in any style.
        if (file !== __dirname) walk(file);
      } else if (/\.(?:tsx?|js|mjs|cjs|css|scss)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        for (const [name] of fs.readFileSync(file, 'utf8').matchAll(/--[A-Za-z][\w-]*/g)) names.add(name);
    }
  };
  for (const dir of ['app', 'components', 'lib', 'offline']) walk(path.join(root, dir));
  return names;
}

/**
 * Drops the custom properties that nothing reads: no declaration of the purged CSS (directly or
 * through another property) and no source file. Bootstrap defines a palette (`--bs-blue`,
 * `--bs-gray-100`, …) that no rule of this site reads. Every page would carry it in its inline
 * critical CSS, which keeps every custom property of the rules it keeps
 * (lib/serving/critical-css.mjs says why).
 */
function dropUnreadProperties(css) {
  const readsIn = (text) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
  const definitions = new Map();
  const read = new Set(namedProperties());
  css.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl]);
    else for (const name of readsIn(decl.value)) read.add(name);
  });
  const queue = [...read];
  while (queue.length > 0)
    for (const decl of definitions.get(queue.pop()) ?? [])
      for (const name of readsIn(decl.value))
        if (!read.has(name)) {
          read.add(name);
          queue.push(name);
        }
  for (const [name, decls] of definitions) if (!read.has(name)) for (const decl of decls) decl.remove();
}

const purge = (purgecss.default ?? purgecss)({
  content: sources.map(([dir, glob]) => path.join(dir, glob)),
  extractors: [{ extractor: extract, extensions: ['ts', 'tsx', 'js'] }],
  // The classes react-bootstrap's components set on their own (Form controls, the close button,
  // Table responsive, Modal's parts and backdrop), and the state classes set while something
  // opens or closes.
  safelist: {
    standard: [
      ...['control', 'select', 'label'].map((v) => `form-${v}`),
      'btn-close',
      'table-responsive',
      /^modal/,
      'fade',
      'show',
      'collapsing',
    ],
  },
  // Tests name classes in assertions; only what the site renders counts.
  skippedContentGlobs: ['**/*.test.ts', '**/*.test.tsx'],
  keyframes: true,
  fontFace: true,
});

module.exports = () => ({
  postcssPlugin: 'lf-purge-bootstrap',
  async OnceExit(css, helpers) {
    const file = css.source?.input.file ?? '';
    if (!/app\/bootstrap\.scss(\.css)?$/.test(file)) return;
    // The result depends on every source file, which the bundler cannot see: name them, so that
    // a change to any of them compiles the CSS again (Turbopack keeps transforms between builds;
    // without this a build reused CSS purged against older sources).
    for (const [dir, glob] of sources) {
      helpers.result.messages.push({
        type: 'dir-dependency',
        plugin: 'lf-purge-bootstrap',
        dir,
        glob,
        parent: file,
      });
    }
    await purge.OnceExit(css, helpers);
    dropUnreadProperties(css);
  },
});
module.exports.postcss = true;
module.exports.extract = extract;
