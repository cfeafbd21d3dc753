import { characterList } from './characters';
import { eventList } from './events';
import { gearList } from './gears';
import { listModel } from './list-model';
import { listPageWords, listWords } from './list-words';

const characters = listModel(characterList, []);
const events = listModel(eventList, []);

describe('listWords', () => {
  it('leaves the English list as declared', () => {
    expect(listWords(characters, 'en')).toBe(characters);
  });

  it('says a Japanese list in Japanese: filters, options, sorts, lead', () => {
    const ja = listWords(characters, 'ja');
    expect(ja.controls.map((c) => c.label)).toEqual(['レアリティ', 'クラス', '勢力', '属性', 'ロール', '所持のみ']);
    const classes = ja.controls.find((c) => c.name === 'class')!;
    expect(classes.options.find((o) => o.value === 'vanguard')).toEqual({ value: 'vanguard', label: '先鋒' });
    expect(ja.controls[0]!.options[0]!.label).toMatch(/^★\d$/);
    expect(ja.sorts).toEqual([
      { value: 'name', label: '名前' },
      { value: 'rarity', label: 'レアリティ' },
      { value: 'release', label: '実装日' },
    ]);
    expect(ja.page.lead).toBe('ランタンフォールの全ヒーローのステータス、スキルツリー、ビルド。');
    expect(ja.label).toBe('キャラクターを絞り込む');
    expect(ja.searchPlaceholder).toBe('名前または称号…');
  });

  it('says a Spanish list in Spanish, with the same ids, facets and orders', () => {
    const es = listWords(events, 'es');
    expect(es.controls.map((c) => [c.name, c.label])).toEqual([
      ['status', 'Estado'],
      ['type', 'Tipo'],
    ]);
    expect(es.controls[0]!.options.map((o) => o.label)).toEqual(['En curso', 'Próximos', 'Terminados']);
    expect(es.sorts.map((s) => s.label)).toEqual(['Fecha de inicio', 'Fecha de fin', 'Nombre']);
    expect(es.page.lead).toBe('Banners, incursiones, eventos de historia y temporadas, con cuentas atrás.');
    expect(es.controls.map((c) => c.options.map((o) => o.value))).toEqual(
      events.controls.map((c) => c.options.map((o) => o.value)),
    );
    expect({ ...es, page: events.page, label: '', searchPlaceholder: '', controls: [], sorts: [] }).toEqual({
      ...events,
      label: '',
      searchPlaceholder: '',
      controls: [],
      sorts: [],
    });
  });

  it("translates the game's terms in options, and the page's meta description", () => {
    const es = listWords(listModel(gearList, []), 'es');
    const slot = es.controls.find((c) => c.name === 'slot')!;
    expect(slot.label).toBe('Ranura');
    expect(slot.options.map((o) => o.label)).not.toContain('Weapon');
    expect(listPageWords('ja', 'gears', listModel(gearList, []).page).description).toMatch(/^ランタンフォールの装備一覧/);
  });
});
