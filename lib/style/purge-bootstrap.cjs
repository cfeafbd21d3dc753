/**
 * PostCSS plugin (postcss.config.js): drops every Bootstrap rule whose selectors name a class,
 * id or element that no source file of the site mentions (issue #10: Lighthouse found about 80%
 * of the compiled Bootstrap unused on a page). It runs PurgeCSS (@fullhuman/postcss-purgecss) on
 * app/bootstrap.scss only: the site's own stylesheets are written for the markup and stay whole.
 *
 * What counts as mentioned: any word in the app's, components' and lib's sources (class names
 * are written out in full there, `text-bg-success` rather than `text-bg-${tone}`), plus the
 * classes react-bootstrap builds from a prop (`variant="primary"` becomes `btn-primary`) and the
 * ones the navbar collapse and dialogs set while they animate. e2e/weight.spec.ts checks that
 * every Bootstrap class in every page's HTML still has its rule.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- PostCSS loads this file as CommonJS */
const purgecss = require('@fullhuman/postcss-purgecss');
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

const purge = (purgecss.default ?? purgecss)({
  content: sources.map(([dir, glob]) => path.join(dir, glob)),
  // The classes react-bootstrap composes from props (Button variant and size, Alert variant and
  // onClose, Form controls, Table responsive, Modal's parts and backdrop), and the state classes
  // set while something opens or closes.
  safelist: {
    standard: [
      ...['primary', 'link', 'outline-primary', 'outline-secondary', 'outline-danger', 'sm', 'lg'].map(
        (v) => `btn-${v}`,
      ),
      ...['danger', 'success', 'dismissible'].map((v) => `alert-${v}`),
      ...['control', 'select', 'label'].map((v) => `form-${v}`),
      'btn-close',
      'table-responsive',
      'input-group-sm',
      'input-group-lg',
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
  OnceExit(css, helpers) {
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
    return purge.OnceExit(css, helpers);
  },
});
module.exports.postcss = true;
