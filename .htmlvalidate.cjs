// @ts-check
/**
 * html-validate over the server HTML of every page template (e2e/seo.spec.ts): the recommended
 * preset, with only the rules about how React serializes markup turned off. Each is a matter of
 * spelling that browsers and the HTML standard accept; none of them is about what a page says.
 */
module.exports = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as `<meta/>`, `<link/>`, `<img/>` and cannot be told otherwise.
    'void-style': 'off',
    // React writes its DOM property names for some attributes: charSet, dateTime, fetchPriority,
    // noModule (HTML attribute names are case-insensitive).
    'attr-case': 'off',
    // React writes boolean attributes as `async=""`, `hidden=""`, `noModule=""`.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId makes ids such as `_R_1a_`: valid HTML ids that do not start with a letter.
    // The relaxed check still refuses what HTML refuses (empty ids, whitespace).
    'valid-id': ['error', { relaxed: true }],
    // Not turned off, configured: colours and lengths computed from the game data (element,
    // rarity and tier colours, stat and progress bars, and a portrait's size, colour, angle and
    // rings, set as the custom properties that `.lf-tile` draws with) are inline; everything else
    // is a class.
    'no-inline-style': [
      'error',
      {
        allowedProperties: [
          'display',
          'width',
          'background-color',
          'color',
          'border-bottom',
          '--s',
          '--a',
          '--c',
          '--r1',
          '--r2',
          '--r3',
        ],
      },
    ],
    // Not turned off, configured: the navbar search is ARIA 1.2's editable combobox, whose popup
    // is a role="listbox" of links grouped by kind; a native <select> can hold neither free text
    // nor links.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
    // Not turned off, configured: ARIA lets a list be named (each list page names its grid of
    // cards, e.g. "characters"); the default allows aria-label on a fixed set of elements only.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};
