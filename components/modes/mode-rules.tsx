import Link from '@/components/common/page-link';
import { EnglishMark, isEnglish } from '@/components/common/english-mark';
import { RichText } from '@/components/common/rich-text';
import { entityHref } from '@/lib/kinds/registry';
import { getT, type Translator } from '@/lib/i18n/messages';
import type { getModes } from '@/lib/queries/teams';
import { useLocale } from '#i18n/use-locale';

type Mode = Awaited<ReturnType<typeof getModes>>['modes'][number];

/** A rule in words, in the page's language: "At least 1 healer or support". */
function ruleText(
  rule: Mode['rules'][number],
  t: Translator<'modes'>,
  role: Translator<'squadRoles'>,
): string {
  if (rule.kind === 'element-at-most') return t('elementAtMost', { count: rule.count });
  const roles = rule.roles.map((r) => role(r)).join(t('rolesOr'));
  return t(rule.kind === 'roles-at-least' ? 'rolesAtLeast' : 'rolesAtMost', { count: rule.count, roles });
}

export interface ModeRulesProps {
  mode: Mode & { _english?: string[] };
  effects: Readonly<Record<string, string>>;
}

/**
 * One game mode: what it is, its squad rules with their reasons, and what it throws at a squad;
 * in the page's language (a text still in English is marked).
 */
export function ModeRules({ mode, effects }: ModeRulesProps) {
  const locale = useLocale();
  const t = getT(locale, 'modes');
  const role = getT(locale, 'squadRoles');
  // A text still in English is marked, in an element of its own; a translated one is as it was.
  const prose = (field: string, text: string) =>
    isEnglish(mode, field) ? (
      <p lang="en">
        <RichText text={text} effectNames={effects} />
        <EnglishMark title={getT(locale, 'cards')('untranslated')} />
      </p>
    ) : (
      <RichText as="p" text={text} effectNames={effects} />
    );
  return (
    <section id={mode._id} className="card" aria-labelledby={`mode-${mode._id}`}>
      <div className="card-body">
        <h2 id={`mode-${mode._id}`} className="h4 card-title">
          {mode.name}
        </h2>
        {prose('description', mode.description)}
        <h3 className="h6">{t('squadRules')}</h3>
        <ul>
          <li>
            <strong>{t('members', { count: mode.squadSize })}</strong>
          </li>
          {mode.rules.map((rule, i) => (
            <li key={i}>
              <strong>{ruleText(rule, t, role)}</strong>
              {t('whySeparator')}
              {isEnglish(mode, `rules[${i}].why`) ? (
                <span lang="en">
                  {rule.why}
                  <EnglishMark title={getT(locale, 'cards')('untranslated')} />
                </span>
              ) : (
                rule.why
              )}
            </li>
          ))}
        </ul>
        <h3 className="h6">{t('threats')}</h3>
        {prose('threats.note', mode.threats.note)}
        {mode.enemies.length > 0 && (
          <p className="mb-2">
            {t('enemies')}{' '}
            {mode.enemies.map((e, i) => (
              <span key={e.id}>
                {i > 0 && t('listJoin')}
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
                {i > 0 && t('listJoin')}
                <Link href={entityHref('characters', c.id)}>{c.name}</Link>
              </span>
            ))}
          </p>
        )}
        <p className="small text-body-secondary mb-0">
          {t('applied')}{' '}
          {mode.applied.map((a, i) => (
            <span key={a.effect}>
              {i > 0 && t('listJoin')}
              <Link href={entityHref('effects', a.effect)}>{effects[a.effect] ?? a.effect}</Link>
            </span>
          ))}
          {t('listEnd')}
        </p>
      </div>
    </section>
  );
}
