import Link from '@/components/common/page-link';
import { RichText } from '@/components/common/rich-text';
import { entityHref } from '@/lib/kinds/registry';
import type { getModes } from '@/lib/queries/teams';
import { useLocale } from '#i18n/use-locale';
import { getT, type Translator } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import type { SiteLocale } from '@/lib/i18n/locales';

type Mode = Awaited<ReturnType<typeof getModes>>['modes'][number];

/** A rule in words: "At least 1 healer or support". */
function ruleText(t: Translator<'modes'>, locale: SiteLocale, rule: Mode['rules'][number]): string {
  if (rule.kind === 'element-at-most') return t('elementAtMost', { count: rule.count });
  // English names the roles by their ids, as it always has.
  const roles = rule.roles.map((r) => (locale === 'en' ? r : term(locale, 'roles', r))).join(t('or'));
  return t(rule.kind === 'roles-at-least' ? 'rolesAtLeast' : 'rolesAtMost', { count: rule.count, roles });
}

export interface ModeRulesProps {
  mode: Mode;
  effects: Readonly<Record<string, string>>;
}

/** One game mode: what it is, its squad rules with their reasons, and what it throws at a squad. */
export function ModeRules({ mode, effects }: ModeRulesProps) {
  const locale = useLocale();
  const t = getT(locale, 'modes');
  return (
    <section id={mode._id} className="card" aria-labelledby={`mode-${mode._id}`}>
      <div className="card-body">
        <h2 id={`mode-${mode._id}`} className="h4 card-title">
          {mode.name}
        </h2>
        <RichText as="p" text={mode.description} effectNames={effects} />
        <h3 className="h6">{t('squadRules')}</h3>
        <ul>
          <li>
            <strong>{t('members', { count: mode.squadSize })}</strong>
          </li>
          {mode.rules.map((rule, i) => (
            <li key={i}>
              <strong>{ruleText(t, locale, rule)}</strong>: {rule.why}
            </li>
          ))}
        </ul>
        <h3 className="h6">{t('threats')}</h3>
        <RichText as="p" text={mode.threats.note} effectNames={effects} />
        {mode.enemies.length > 0 && (
          <p className="mb-2">
            {t('enemies')}{' '}
            {mode.enemies.map((e, i) => (
              <span key={e.id}>
                {i > 0 && ', '}
                <Link href={entityHref('enemies', e.id)}>{e.name}</Link>
              </span>
            ))}
          </p>
        )}
        {mode.rivals.length > 0 && (
          <p className="mb-2">
            {t('rivals')}{' '}
            {mode.rivals.map((c, i) => (
              <span key={c.id}>
                {i > 0 && ', '}
                <Link href={entityHref('characters', c.id)}>{c.name}</Link>
              </span>
            ))}
          </p>
        )}
        <p className="small text-body-secondary mb-0">
          {t('applied')}{' '}
          {mode.applied.map((a, i) => (
            <span key={a.effect}>
              {i > 0 && ', '}
              <Link href={entityHref('effects', a.effect)}>{effects[a.effect] ?? a.effect}</Link>
            </span>
          ))}
          .
        </p>
      </div>
    </section>
  );
}
