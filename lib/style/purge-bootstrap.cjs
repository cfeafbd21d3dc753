/**
 * PostCSS plugin (postcss.config.js): drops every Bootstrap rule whose selectors name a class,
 * id or element that no source file of the site mentions (issue #10: Lighthouse's unused-CSS
 * audit must pass on every template). It runs PurgeCSS (@fullhuman/postcss-purgecss) on
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
const path = require('node:path');
/* eslint-enable @typescript-eslint/no-require-imports */

const root = path.join(__dirname, '..', '..');

/** The sources whose words keep a rule: a folder and a glob within it. */
const sources = [
  { dir: 'app', glob: '**/*.{ts,tsx}' },
  { dir: 'components', glob: '**/*.{ts,tsx}' },
  { dir: 'lib', glob: '**/*.{ts,tsx,js}' },
  { dir: 'offline', glob: '**/*.ts' },
].map(({ dir, glob }) => ({ dir: path.join(root, dir), glob }));

/**
 * The classes react-bootstrap composes from a prop's value, per component and prop:
 * `<Button variant="x">` is `btn-x`, `<Alert variant="x">` is `alert-x`, `size="sm"` is `btn-sm`
 * on a Button and `input-group-sm` on an InputGroup.
 * @type {Record<string, Record<string, string[]>>}
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

/**
 * Every word of a source file, plus the classes its react-bootstrap props compose.
 * @param {string} content
 * @returns {string[]}
 */
function extract(content) {
  const words = [...(content.match(/[A-Za-z0-9_-]+/g) ?? [])];
  // A component's props run from its tag to the next `<` (an arrow function's `=>` is no end).
  for (const [, component = '', props = ''] of content.matchAll(tagPattern)) {
    for (const [, prop = '', value = ''] of props.matchAll(propPattern)) {
      const prefixes = propClasses[component]?.[prop] ?? [];
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

const purge = /** @type {import('postcss').Plugin} */ (
  (purgecss.default ?? purgecss)({
    content: sources.map(({ dir, glob }) => path.join(dir, glob)),
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
  })
);

module.exports = () => ({
  postcssPlugin: 'lf-purge-bootstrap',
  /**
   * @param {import('postcss').Root} css
   * @param {import('postcss').Helpers} helpers
   */
  OnceExit(css, helpers) {
    const file = css.source?.input.file ?? '';
    if (!/app\/bootstrap\.scss(\.css)?$/.test(file)) return;
    // The result depends on every source file, which the bundler cannot see: name them, so that
    // a change to any of them compiles the CSS again (Turbopack keeps transforms between builds;
    // without this a build reused CSS purged against older sources).
    for (const { dir, glob } of sources) {
      helpers.result.messages.push({
        type: 'dir-dependency',
        plugin: 'lf-purge-bootstrap',
        dir,
        glob,
        parent: file,
      });
    }
    return purge.OnceExit?.(css, helpers);
  },
});
module.exports.postcss = true;
module.exports.extract = extract;
