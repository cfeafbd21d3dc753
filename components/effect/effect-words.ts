import 'server-only';
import type { Effect, Interaction } from '@/lib/content';
import type { SiteLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';

/** A percentage or a per-level range of them: "10%", "10–30%". */
function percent({ amount, amounts }: Pick<Interaction, 'amount' | 'amounts'>): string {
  if (amounts && amounts.length > 0) {
    const lo = Math.min(...amounts.map(Math.abs));
    const hi = Math.max(...amounts.map(Math.abs));
    return lo === hi ? `${lo}%` : `${lo}–${hi}%`;
  }
  return amount === undefined ? '' : `${Math.abs(amount)}%`;
}

/**
 * The words of an effect's page in a page's language: the relations' headings, and the figures of
 * an interaction beside each source ("50% · 1 turn · enemies", as lib/content/interaction-label's
 * interactionDetail writes them in English).
 */
export function effectPageWords(locale: SiteLocale) {
  const t = getT(locale, 'effectPage');
  const turns = (n: number) => (n === 0 ? t('untilRemoved') : t('turns', { count: n }));
  return {
    heading: (relation: Interaction['relation']) => t('heading', { relation }),
    verb: (relation: Interaction['relation']) => t('verb', { relation }),
    enemies: t('enemies'),
    nothing: t('nothing'),
    detail(i: Interaction): string {
      const parts: string[] = [];
      switch (i.relation) {
        case 'applies':
          parts.push(`${i.chance}%`, turns(i.turns ?? 0));
          if (i.stacks) parts.push(t('stacks', { count: i.stacks }));
          break;
        case 'prevents':
          if (i.turns) parts.push(turns(i.turns));
          break;
        case 'resists':
          parts.push(`−${percent(i)} ${i.aspect ? t('aspect', { aspect: i.aspect }) : ''}`);
          break;
        case 'extends':
          parts.push(`+${turns(i.turns ?? 0)}`);
          break;
        case 'benefits':
          parts.push(i.bonus ?? '', t(i.when === 'self' ? 'whileUnder' : 'againstTarget'));
          break;
      }
      if (i.target) parts.push(t('target', { target: i.target }));
      return parts.join(' · ');
    },
  };
}

/** "3 turns · Stacking refreshes (max 1) · Dispellable": how an effect behaves, in a page's language. */
export function effectRulesIn(
  locale: SiteLocale,
  e: Pick<Effect, 'duration' | 'stacking' | 'maxStacks' | 'dispellable'>,
): string {
  const t = getT(locale, 'effectPage');
  return [
    e.duration === 0 ? t('ruleUntilRemoved') : t('ruleTurns', { count: e.duration }),
    t('stacking', { stacking: e.stacking, max: e.maxStacks }),
    t(e.dispellable ? 'dispellable' : 'notDispellable'),
  ].join(' · ');
}
