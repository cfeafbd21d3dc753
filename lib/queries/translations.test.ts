import { storedTranslation } from './__fixtures__/translation';
import { sourceHash } from '@/lib/content/i18n';
import { createDataClient } from '@/lib/data';
import { withTestStore } from '@/lib/store/test-store';
import { localizeDoc, localizeDocs, readTranslations } from './translations';

withTestStore();
const system = createDataClient({ system: true });

const burn = { _id: 'burn', name: 'Burn', description: 'Deals 5% of Attack each turn.', type: 'debuff' };
const bleed = { _id: 'bleed', name: 'Bleed', description: 'Deals 3% of Attack per stack.', type: 'debuff' };

const translation = storedTranslation;

beforeAll(async () => {
  await system.writeTranslations({
    put: [
      // The name is current; the description was made from an older English text.
      translation(
        'ja',
        'effects',
        'burn',
        { name: '燃焼', description: '毎ターン攻撃力の4%のダメージ。' },
        {
          name: 'Burn',
          description: 'Deals 4% of Attack each turn.',
        },
      ),
      translation('es', 'effects', 'burn', { name: 'Quemadura' }, { name: 'Burn' }),
      translation('ja', 'skills', 'burn', { name: '別物' }, { name: 'Burn' }),
    ],
    remove: [],
  });
});

test('reads one locale and collection of the stored translations, by document id', async () => {
  const ja = await readTranslations('ja', 'effects');
  expect([...ja.keys()]).toEqual(['burn']);
  expect(ja.get('burn')).toEqual({
    name: '燃焼',
    description: '毎ターン攻撃力の4%のダメージ。',
    _source: { name: sourceHash('Burn'), description: sourceHash('Deals 4% of Attack each turn.') },
  });
  expect([...(await readTranslations('es', 'effects')).keys()]).toEqual(['burn']);
});

test('localizes each document: current fields translated, stale and untranslated ones English and named', async () => {
  const [first, second] = await localizeDocs('ja', 'effects', [burn, bleed]);
  expect(first).toEqual({ doc: { ...burn, name: '燃焼' }, english: ['description'] });
  expect(second).toEqual({ doc: bleed, english: ['name', 'description'] });
  expect((await localizeDoc('es', 'effects', burn)).doc.name).toBe('Quemadura');
});

test('English shows the documents as they are', async () => {
  const [localized] = await localizeDocs('en', 'effects', [burn]);
  expect(localized!.doc).toBe(burn);
  expect(localized!.english).toEqual([]);
});

test('a translation the import removed is no longer read', async () => {
  await system.writeTranslations({ put: [], remove: ['es/effects/burn'] });
  expect((await readTranslations('es', 'effects')).size).toBe(0);
  expect((await localizeDoc('es', 'effects', burn)).doc.name).toBe('Burn');
});
