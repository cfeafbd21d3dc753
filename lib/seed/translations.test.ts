import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDataClient } from '@/lib/data/client';
import { sourceHash, translatableTexts } from '@/lib/content/i18n';
import type { TranslationDoc } from '@/lib/content';
import { withLocalEditor } from '@/lib/functions/test-fixtures';
import { withTestStore } from '@/lib/store/test-store';
import { importMarker, importOnFirstStart, runSeed } from './index';
import { loadContent } from './load';
import { formatCoverage } from './translations';
import { validate } from './validate';

// Translations through the real import, over a copy of the sample game's content: refused with
// their file and field when they lose what the English says, counted when they keep it.

let root = '';
let dir = '';
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'i18n-content-'));
  dir = path.join(root, 'content');
  cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
  rmSync(path.join(dir, 'i18n'), { recursive: true, force: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const english = (collection: string, id: string) =>
  JSON.parse(readFileSync(path.join(dir, collection, `${id}.json`), 'utf8')) as Record<string, unknown>;

/** Writes a translation with `_source` made from the English it translates. */
function translate(
  locale: string,
  collection: string,
  id: string,
  fields: Record<string, string>,
  extra = {},
) {
  let doc: unknown = {};
  try {
    doc = english(collection, id);
  } catch {
    // A translation of a document that does not exist: nothing to record.
  }
  const texts = new Map(translatableTexts(collection as 'effects', doc));
  const _source = Object.fromEntries(
    Object.keys(fields).flatMap((f) => (texts.has(f) ? [[f, sourceHash(texts.get(f)!)]] : [])),
  );
  const folder = path.join(dir, 'i18n', locale, collection);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${id}.json`);
  writeFileSync(file, JSON.stringify({ ...fields, ...extra, _source }));
  return file;
}

const editorToken = 'local-editor-token-for-translations';

// The English reads: "Deals 5% of the source's Attack per stack at the start of each of the
// holder's turns, and 5% more whenever the holder moves on the grid. Cannot reduce HP below 1 on its own."
const bleedEs =
  'Inflige por acumulación el 5% del Ataque del origen al inicio de cada turno del portador, y un 5% más cada vez que se mueve en la cuadrícula. Por sí sola no puede bajar los PV de 1.';

test('a translation that keeps markers and numbers is imported and counted', async () => {
  translate('es', 'effects', 'bleed', { name: 'Sangrado', description: bleedEs });
  const { issues, coverage = [] } = validate(await loadContent(dir));
  expect(issues).toEqual([]);
  expect(coverage.find((r) => r.locale === 'es' && r.collection === 'effects')).toMatchObject({
    translated: 2,
    stale: 0,
    required: 88,
  });
  expect(formatCoverage(coverage)[1]).toMatch(/^Translations es: 0% of \d+ fields: .*effects 2.2%/);
});

test.each([
  [
    'an id with no document',
    () => translate('es', 'effects', 'bleeding', { name: 'Sangrado' }),
    { path: '', message: 'there is no effects document "bleeding" to translate' },
  ],
  [
    'a lost effect marker',
    () =>
      translate('es', 'skills', 'anchorfall', {
        // Every number kept, every [[marker]] turned into a plain word.
        description: (english('skills', 'anchorfall').description as string).replace(
          /\[\[[^\]]+\]\]/g,
          'efecto',
        ),
      }),
    {
      path: 'description',
      message: expect.stringMatching(/^effect markers differ from the English text: missing \[\[/),
    },
  ],
  [
    'a changed number',
    () => translate('es', 'effects', 'bleed', { description: bleedEs.replace('un 5% más', 'un 6% más') }),
    {
      path: 'description',
      message: 'numbers differ from the English text: missing 5; added 6',
    },
  ],
  [
    'a field that is not translatable',
    () => translate('es', 'effects', 'bleed', { type: 'perjuicio' }),
    { path: 'type', message: expect.stringMatching(/^is not a translatable field of this effects document/) },
  ],
  [
    'a Japanese name without its reading',
    () => translate('ja', 'effects', 'bleed', { name: '出血' }),
    { path: '_reading', message: expect.stringMatching(/kana reading/) },
  ],
  [
    'a reading that is not kana',
    () => translate('ja', 'effects', 'bleed', { name: '出血' }, { _reading: '出血' }),
    { path: '_reading', message: expect.stringMatching(/kana/) },
  ],
])('the import refuses %s, naming the file and field', async (_what, write, expected) => {
  const file = write();
  const { issues } = validate(await loadContent(dir));
  expect(issues).toEqual([{ file, ...expected }]);
});

test('a changed English text marks its translation stale: not counted until it is updated', async () => {
  translate('es', 'effects', 'bleed', { name: 'Sangrado', description: bleedEs });
  const file = path.join(dir, 'effects', 'bleed.json');
  writeFileSync(file, JSON.stringify({ ...english('effects', 'bleed'), name: 'Bleeding' }, null, 2));
  const { issues, coverage = [] } = validate(await loadContent(dir));
  expect(issues).toEqual([]);
  expect(coverage.find((r) => r.locale === 'es' && r.collection === 'effects')).toMatchObject({
    translated: 1,
    stale: 1,
  });
});

test('an English entry removed from an array leaves the shifted translations stale, not refused', async () => {
  const team = english('teams', 'drowned-coast') as { members: { note: string }[] };
  translate(
    'es',
    'teams',
    'drowned-coast',
    Object.fromEntries(team.members.map((m, i) => [`members[${i}].note`, `Nota ${i}: ${m.note}`])),
  );
  writeFileSync(
    path.join(dir, 'teams', 'drowned-coast.json'),
    JSON.stringify({ ...team, members: team.members.slice(1) }, null, 2),
  );
  // The rest of the sample (a four-member boss squad) would break its mode's rules: only the
  // translation's issues are looked at here.
  const { issues, coverage = [] } = validate(await loadContent(dir));
  expect(issues.filter((i) => i.file.includes('/content/i18n/'))).toEqual([]);
  expect(coverage.find((r) => r.locale === 'es' && r.collection === 'teams')).toMatchObject({
    translated: 0,
    stale: team.members.length,
  });
});

describe("a locale's glossary", () => {
  const glossary = (names: Record<string, unknown>) => {
    mkdirSync(path.join(dir, 'i18n', 'es'), { recursive: true });
    writeFileSync(path.join(dir, 'i18n', 'es', 'glossary.json'), JSON.stringify({ names, terms: {} }));
  };

  it('holds every name field to its text', async () => {
    glossary({ Bleed: 'Sangrado' });
    translate('es', 'effects', 'bleed', { name: 'Sangrado', description: bleedEs });
    expect(validate(await loadContent(dir)).issues).toEqual([]);

    const file = translate('es', 'effects', 'bleed', { name: 'Hemorragia' });
    expect(validate(await loadContent(dir)).issues).toEqual([
      { file, path: 'name', message: 'says "Hemorragia" where the es glossary names "Bleed" "Sangrado"' },
    ]);
  });

  it('must hold a name before a translation gives it', async () => {
    glossary({ Burn: 'Quemadura' });
    const file = translate('es', 'effects', 'bleed', { name: 'Sangrado' });
    expect(validate(await loadContent(dir)).issues).toEqual([
      { file, path: 'name', message: '"Bleed" is not in the es glossary (add it there first)' },
    ]);
  });

  it('is refused when a name has no text', async () => {
    glossary({ Bleed: '' });
    const { issues } = validate(await loadContent(dir));
    expect(issues).toEqual([
      { file: path.join(dir, 'i18n', 'es', 'glossary.json'), path: 'names', message: '"Bleed" has no text' },
    ]);
  });
});

test('a folder that is no locale or no collection is refused', async () => {
  mkdirSync(path.join(dir, 'i18n', 'fr', 'effects'), { recursive: true });
  mkdirSync(path.join(dir, 'i18n', 'es', 'spells'), { recursive: true });
  const { issues } = validate(await loadContent(dir));
  expect(issues.map((i) => [i.file, i.message])).toEqual([
    [
      expect.stringMatching(/i18n\/es\/spells$/),
      expect.stringMatching(/^"spells" is not a translatable collection/),
    ],
    [expect.stringMatching(/i18n\/fr$/), expect.stringMatching(/^"fr" is not a locale folder/)],
  ]);
});

describe('the import', () => {
  withLocalEditor(editorToken);
  const store = withTestStore();
  const client = createDataClient({ system: true });

  it('writes nothing when a translation is broken, and reports coverage when they are sound', async () => {
    const lines: string[] = [];
    const log = (l: string) => lines.push(l);
    translate('es', 'effects', 'bleed', { description: bleedEs.replace('un 5% más', 'un 6% más') });
    const refused = await runSeed({ client, contentDir: dir, log });
    expect(refused.status).toBe('invalid');
    expect(refused.issues).toEqual([expect.objectContaining({ path: 'description' })]);
    expect(await store.current().count('effects')).toBe(0);

    translate('es', 'effects', 'bleed', { name: 'Sangrado', description: bleedEs });
    lines.length = 0;
    expect((await runSeed({ client, contentDir: dir, log })).status).toBe('applied');
    expect(lines).toContainEqual(expect.stringMatching(/^Translations es: .*effects 2\.2%/));
  });

  const stored = async () =>
    (await store.current().find('translations', { filter: {}, sort: { _id: 1 }, limit: 1000, skip: 0 })) as {
      _id: string;
    }[];

  it('stores each file as a translations document, updates changed ones and removes those whose file is gone', async () => {
    const log = () => {};
    translate('es', 'effects', 'bleed', { name: 'Sangrado', description: bleedEs });
    const burn = translate('ja', 'effects', 'burn', { name: '燃焼' }, { _reading: 'ねんしょう' });
    await runSeed({ client, contentDir: dir, log });
    expect(await stored()).toEqual([
      {
        _id: 'es/effects/bleed',
        locale: 'es',
        collection: 'effects',
        id: 'bleed',
        fields: { name: 'Sangrado', description: bleedEs },
        _source: {
          name: sourceHash(english('effects', 'bleed').name as string),
          description: sourceHash(english('effects', 'bleed').description as string),
        },
      },
      {
        _id: 'ja/effects/burn',
        locale: 'ja',
        collection: 'effects',
        id: 'burn',
        fields: { name: '燃焼' },
        _source: { name: sourceHash('Burn') },
        _reading: 'ねんしょう',
      },
    ]);
    const again = await runSeed({ client, contentDir: dir, log });
    expect(again.status).toBe('up-to-date');
    expect(again.translations).toMatchObject({ added: [], changed: [], removed: [], unchanged: 2 });

    translate('es', 'effects', 'bleed', { name: 'Sangrado' });
    rmSync(burn);
    const next = await runSeed({ client, contentDir: dir, log });
    expect(next.status).toBe('applied');
    expect(next.translations).toMatchObject({ removed: ['ja/effects/burn'], unchanged: 0 });
    expect(await stored()).toEqual([
      expect.objectContaining({ _id: 'es/effects/bleed', fields: { name: 'Sangrado' } }),
    ]);
  });

  it('a refused translation file leaves the stored translations as they were', async () => {
    const log = () => {};
    translate('es', 'effects', 'bleed', { name: 'Sangrado', description: bleedEs });
    await runSeed({ client, contentDir: dir, log });
    const before = await stored();
    translate('es', 'effects', 'bleed', { name: 'Sangrado', description: bleedEs.replace('5%', '6%') });
    translate('es', 'effects', 'burn', { name: 'Quemadura' });
    expect((await runSeed({ client, contentDir: dir, log })).status).toBe('invalid');
    expect(await stored()).toEqual(before);
  });

  it('a start on a store imported before translations were stored fills them', async () => {
    const log = () => {};
    translate('es', 'effects', 'bleed', { name: 'Sangrado' });
    await runSeed({ client, contentDir: dir, log });
    await store.current().sql.query("DELETE FROM documents WHERE collection = 'translations'");
    await store.current().sql.query('DELETE FROM store_markers');
    await store.current().setMarker('content-import', new Date().toISOString());
    const marker = importMarker(store.current());
    expect((await importOnFirstStart(client, marker, { contentDir: dir, log })).seeded).toBe(true);
    expect((await stored()).map((t) => t._id)).toEqual(['es/effects/bleed']);
    expect((await importOnFirstStart(client, marker, { contentDir: dir, log })).seeded).toBe(false);
  });

  it('the protocol only reads translations: editors and players cannot write them, nor can an import over HTTP', async () => {
    const doc: TranslationDoc = {
      _id: 'es/effects/burn',
      locale: 'es',
      collection: 'effects',
      id: 'burn',
      fields: { name: 'Quemadura' },
      _source: { name: sourceHash('Burn') },
    };
    for (const caller of [createDataClient({ token: editorToken }), createDataClient()])
      await expect(caller.insertOne('translations', doc)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(
      createDataClient({ url: 'http://127.0.0.1:9' }).writeTranslations({
        put: [],
        remove: ['es/effects/bleed'],
      }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    await expect(
      createDataClient({ token: editorToken }).writeTranslations({ put: [], remove: [] }),
    ).rejects.toMatchObject({ code: 'forbidden' });
  });
});
