import { renderToStaticMarkup } from 'react-dom/server';
import type { Effect, EffectEdge, EffectRelationLists, Interaction } from '@/lib/content';
import { interactionDetail } from '@/lib/content/interaction-detail';
import { effectRules } from '@/components/lists/effect-card';
import { effectCardWords, interactionWords } from '@/lib/i18n/card-words';
import type { SiteLocale } from '@/lib/i18n/locales';
import { EffectRelationsView } from './effect-relations';
import { effectSummary } from './effect-summary';
import { effectPageWords } from './effect-words';

let locale: SiteLocale = 'en';
jest.mock('#i18n/use-locale', () => ({ useLocale: () => locale }));

const interactions: Interaction[] = [
  { effect: 'taunt', relation: 'applies', target: 'enemies', chance: 50, turns: 2, stacks: 1 },
  { effect: 'taunt', relation: 'applies', target: 'self', chance: 100, turns: 0 },
  { effect: 'taunt', relation: 'removes', target: 'ally' },
  { effect: 'taunt', relation: 'prevents', target: 'allies', turns: 1 },
  { effect: 'taunt', relation: 'resists', target: 'self', aspect: 'damage', amounts: [10, 30] },
  { effect: 'taunt', relation: 'extends', target: 'enemy', turns: 1 },
  { effect: 'taunt', relation: 'spreads', target: 'area' },
  { effect: 'taunt', relation: 'benefits', when: 'self', bonus: '+20%' },
  { effect: 'taunt', relation: 'benefits', when: 'target', bonus: '+10%' },
];

const edge = (collection: EffectEdge['source']['collection'], interaction: Interaction): EffectEdge => ({
  source: { collection, id: 'x', name: 'Warcry', href: '/skills#x' },
  interaction,
});
const relations: EffectRelationLists = {
  applies: [edge('skills', interactions[0]!), edge('enemies', interactions[1]!)],
  removes: [edge('gears', interactions[2]!)],
  prevents: [],
  resists: [edge('engravings', interactions[4]!)],
  extends: [],
  spreads: [],
  benefits: [edge('characters', interactions[7]!)],
};
const taunt = { name: 'Taunt', type: 'control' } as const;
const rules = { duration: 2, stacking: 'none', maxStacks: 1, dispellable: true } as Effect;

describe('an effect page in the page’s language', () => {
  it('keeps the English figures, rules and description as they were', () => {
    const words = effectPageWords('en');
    for (const i of interactions) expect(words.detail(i)).toBe(interactionDetail(i, interactionWords('en')));
    expect(effectRules(rules, effectCardWords('en'))).toBe(
      '2 turns · Stacking refreshes (max 1) · Dispellable',
    );
    expect(
      effectRules(
        { ...rules, duration: 0, stacking: 'intensity', dispellable: false },
        effectCardWords('en'),
      ),
    ).toBe('Until removed · Stacking by intensity (max 1) · Not dispellable');
    expect(effectSummary(taunt, relations)).toBe(
      'Taunt, a Lanternfall control: what applies it (2), removes it (1), resists or prevents it (1) and benefits from it (1).',
    );
    locale = 'en';
    const html = renderToStaticMarkup(<EffectRelationsView relations={relations} />);
    for (const text of ['Applied by', 'Removed by', 'Resisted by', 'Benefits from it', 'Enemies that use it'])
      expect(html).toContain(`>${text}</h2>`);
    expect(html).toContain('(skill-tree option)');
    expect(html).toContain(' · applies · 100% · until removed · self');
  });

  it.each([
    [
      'ja',
      [
        '>付与</h2>',
        '>解除</h2>',
        '>耐性</h2>',
        '>恩恵</h2>',
        'この効果を使う敵',
        '(スキル)',
        '(装備)',
        '50% · 2ターン · 1スタック · 敵',
        '付与 · 100% · 解除されるまで · 自身',
        '−10–30% ダメージ',
      ],
      ['2ターン', '効果量が累積', '解除不可'],
      'Lanternfallの行動阻害「Taunt」',
    ],
    [
      'es',
      [
        'Lo aplican',
        'Lo eliminan',
        'Lo resisten',
        'Se benefician de él',
        'Enemigos que lo usan',
        '(habilidad)',
        '(equipo)',
        '50% · 2 turnos · 1 acumulación · enemigos',
        'aplica · 100% · hasta que se elimine · a sí mismo',
        '−10–30% daño',
      ],
      ['2 turnos', 'Se acumula en intensidad', 'No disipable'],
      'Taunt, un efecto de tipo Control de Lanternfall',
    ],
  ] as const)('in %s', (lang, shows, ruleWords, summary) => {
    locale = lang;
    const html = renderToStaticMarkup(<EffectRelationsView relations={relations} />);
    const visible = html.replace(/<[^>]+>/g, ' ');
    for (const text of shows) expect(html).toContain(text);
    for (const text of [
      'Applied',
      'Removed',
      'Resisted',
      'Benefits',
      'Enemies',
      'skill',
      'gear',
      'turn',
      'until',
      'enemies',
    ])
      expect(visible).not.toMatch(new RegExp(`\\b${text}\\b`));
    const line = effectRules({ ...rules, stacking: 'intensity', dispellable: false }, effectCardWords(lang));
    for (const text of ruleWords) expect(line).toContain(text);
    expect(line).not.toMatch(/Stacking|Dispellable|\bturns?\b/);
    const description = effectSummary(taunt, relations, lang);
    expect(description).toContain(summary);
    expect(description).not.toMatch(/what|applies|removes|resists|benefits/);
  });
});
