import { applyTranslation, sourceHash, type TranslationFile } from './i18n';

// A hand-built character: only the fields the translation touches, so each case names what the
// page would show.
const aurelia = {
  _id: 'aurelia-vance',
  name: 'Aurelia Vance',
  title: 'The Lantern Warden',
  profile: 'Raised in the lighthouse of Vell.',
  skillTree: [
    {
      tier: 1,
      options: [
        { id: 'a', name: 'Beacon', description: 'Grants [[focus]] for 2 turns.' },
        { id: 'b', name: 'Tidewall', description: 'Shields allies for 10% of HP.' },
      ],
    },
  ],
};

/** A file translating `fields`, each recorded as made from `from[path]` (default: the English now). */
function file(fields: Record<string, string>, from: Record<string, string> = {}, extra = {}): TranslationFile {
  const english: Record<string, string> = {
    name: aurelia.name,
    title: aurelia.title,
    profile: aurelia.profile,
    'skillTree[0].options[1].name': 'Tidewall',
    'skillTree[0].options[1].description': 'Shields allies for 10% of HP.',
  };
  const _source = Object.fromEntries(
    Object.keys(fields).map((f) => [f, sourceHash(from[f] ?? english[f] ?? '')]),
  );
  return { ...fields, ...extra, _source };
}

const allPaths = [
  'name',
  'title',
  'profile',
  'skillTree[0].options[0].name',
  'skillTree[0].options[1].name',
  'skillTree[0].options[0].description',
  'skillTree[0].options[1].description',
];

test('a current translation replaces its field; every other translatable field is listed as English', () => {
  const { doc, english } = applyTranslation('characters', aurelia, file({ name: 'アウレリア・ヴァンス' }));
  expect(doc.name).toBe('アウレリア・ヴァンス');
  expect(doc.title).toBe('The Lantern Warden');
  expect(english).toEqual(allPaths.filter((p) => p !== 'name'));
});

test('a field translated from English that has changed since stays English and is listed', () => {
  const { doc, english } = applyTranslation(
    'characters',
    aurelia,
    file({ name: 'アウレリア', title: '灯台の守り手' }, { title: 'The Lighthouse Warden' }),
  );
  expect(doc.name).toBe('アウレリア');
  expect(doc.title).toBe('The Lantern Warden');
  expect(english).toContain('title');
  expect(english).not.toContain('name');
});

test('array paths replace exactly their entry', () => {
  const { doc, english } = applyTranslation(
    'characters',
    aurelia,
    file({
      'skillTree[0].options[1].name': 'Muro de marea',
      'skillTree[0].options[1].description': 'Protege a los aliados con un 10% de PV.',
    }),
  );
  expect(doc.skillTree[0]!.options.map((o) => o.name)).toEqual(['Beacon', 'Muro de marea']);
  expect(doc.skillTree[0]!.options[1]!.description).toBe('Protege a los aliados con un 10% de PV.');
  expect(doc.skillTree[0]!.options[1]!.id).toBe('b');
  expect(doc.skillTree[0]!.tier).toBe(1);
  expect(english).toEqual([
    'name',
    'title',
    'profile',
    'skillTree[0].options[0].name',
    'skillTree[0].options[0].description',
  ]);
});

test('a long text that may fall back, left untranslated, is listed as English', () => {
  const translatedAllButProfile = file({
    name: 'Aurelia Vance',
    title: 'La Guardiana del Farol',
    'skillTree[0].options[1].name': 'Muro de marea',
  });
  const { doc, english } = applyTranslation('characters', aurelia, translatedAllButProfile);
  expect(doc.profile).toBe(aurelia.profile);
  expect(english).toContain('profile');
});

test('a text without the hash of its source, or empty, is not shown', () => {
  const { english, doc } = applyTranslation('characters', aurelia, {
    name: 'Aurelia',
    title: ' ',
    _source: { title: sourceHash(aurelia.title) },
  });
  expect(doc).toBe(aurelia);
  expect(english).toEqual(allPaths);
});

test('the input document and file are never changed', () => {
  const before = structuredClone(aurelia);
  const translation = file({ name: 'アウレリア', 'skillTree[0].options[1].name': '潮の壁' }, {}, { _reading: 'あうれりあ' });
  const copy = structuredClone(translation);
  const { doc } = applyTranslation('characters', Object.freeze(aurelia), translation);
  expect(aurelia).toEqual(before);
  expect(translation).toEqual(copy);
  expect(doc).not.toBe(aurelia);
  expect(doc.skillTree).not.toBe(aurelia.skillTree);
});
