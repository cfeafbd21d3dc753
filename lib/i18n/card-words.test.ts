import type { Interaction } from '@/lib/content';
import { interactionDetail } from '@/lib/content/interaction-detail';
import { interactionLabel } from '@/lib/content/interaction-label';
import { fill } from '@/lib/i18n/fill';
import { pluralText } from './plural';
import { characterCardWords, effectCardWords, historyWords, interactionWords } from './card-words';

describe("list cards' words", () => {
  const burn: Interaction = {
    relation: 'applies',
    effect: 'burn',
    chance: 50,
    turns: 2,
    stacks: 1,
    target: 'enemy',
  };

  it('word an interaction badge in each language', () => {
    expect(interactionLabel(burn, 'Burn', interactionWords('en'))).toBe(
      'applies Burn · 50% · 2 turns · 1 stack · an enemy',
    );
    expect(interactionLabel(burn, '火傷', interactionWords('ja'))).toBe(
      '火傷を付与 · 50% · 2ターン · 1スタック · 敵1体',
    );
    expect(interactionLabel(burn, 'Quemadura', interactionWords('es'))).toBe(
      'aplica Quemadura · 50% · 2 turnos · 1 acumulación · un enemigo',
    );
    const resists: Interaction = {
      relation: 'resists',
      effect: 'burn',
      amounts: [10, 30],
      aspect: 'damage',
      target: 'self',
    };
    expect(interactionLabel(resists, 'Burn', interactionWords('en'))).toBe(
      'resists Burn −10–30% damage · self',
    );
    expect(interactionLabel(resists, '火傷', interactionWords('ja'))).toBe('火傷のダメージ −10–30% · 自身');
  });

  it('leave their arguments for the browser to fill, and count with plural forms', () => {
    const ja = historyWords('ja');
    expect(fill(ja.verified, { version: '2.6', date: '2026年11月15日' })).toBe(
      'v2.6で確認済み（2026年11月15日）',
    );
    expect(fill(historyWords('es').history, { count: 3 })).toBe('Historial (3)');
    expect(pluralText(effectCardWords('es').turns, 1)).toBe('1 turno');
    expect(fill(effectCardWords('ja').stacking.intensity!, { max: 3 })).toBe('重複時は効果量が累積(最大3)');
    expect(fill(characterCardWords('es').stars, { stars: 5 })).toBe('5 estrellas');
  });

  it('are one object per language, which every card of a page shares', () => {
    expect(characterCardWords('ja')).toBe(characterCardWords('ja'));
    expect(characterCardWords('ja')).not.toBe(characterCardWords('es'));
  });
});

describe("an interaction's figures", () => {
  it('are said in the page language beside each source', () => {
    const benefit: Interaction = { relation: 'benefits', effect: 'taunt', bonus: '+20%', when: 'target' };
    expect(interactionDetail(benefit, interactionWords('ja'))).toBe('+20% · その効果を受けた対象に対して');
    expect(
      interactionDetail(
        { relation: 'applies', effect: 'burn', chance: 50, turns: 1, target: 'enemies' },
        interactionWords('es'),
      ),
    ).toBe('50% · 1 turno · enemigos');
  });
});
