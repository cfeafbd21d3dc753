import Link from '@/components/common/page-link';
import { RichText } from '@/components/common/rich-text';
import { entityHref } from '@/lib/kinds/registry';
import type { getModes } from '@/lib/queries/teams';

type Mode = Awaited<ReturnType<typeof getModes>>['modes'][number];

/** A rule in words: "At least 1 healer or support". */
function ruleText(rule: Mode['rules'][number]): string {
  if (rule.kind === 'element-at-most') return `At most ${rule.count} members of one element`;
  const roles = rule.roles.join(' or ');
  return `${rule.kind === 'roles-at-least' ? 'At least' : 'At most'} ${rule.count} ${roles}`;
}

export interface ModeRulesProps {
  mode: Mode;
  effects: Readonly<Record<string, string>>;
}

/** One game mode: what it is, its squad rules with their reasons, and what it throws at a squad. */
export function ModeRules({ mode, effects }: ModeRulesProps) {
  return (
    <section id={mode._id} className="card" aria-labelledby={`mode-${mode._id}`}>
      <div className="card-body">
        <h2 id={`mode-${mode._id}`} className="h4 card-title">
          {mode.name}
        </h2>
        <RichText as="p" text={mode.description} effectNames={effects} />
        <h3 className="h6">Squad rules</h3>
        <ul>
          <li>
            <strong>{mode.squadSize} members</strong>
          </li>
          {mode.rules.map((rule, i) => (
            <li key={i}>
              <strong>{ruleText(rule)}</strong>: {rule.why}
            </li>
          ))}
        </ul>
        <h3 className="h6">Threats</h3>
        <RichText as="p" text={mode.threats.note} effectNames={effects} />
        {mode.enemies.length > 0 && (
          <p className="mb-2">
            Enemies:{' '}
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
            Rivals met most:{' '}
            {mode.rivals.map((c, i) => (
              <span key={c.id}>
                {i > 0 && ', '}
                <Link href={entityHref('characters', c.id)}>{c.name}</Link>
              </span>
            ))}
          </p>
        )}
        <p className="small text-body-secondary mb-0">
          Effects put on the squad (what cleanses and immunities are scored against):{' '}
          {mode.applied.map((t, i) => (
            <span key={t.effect}>
              {i > 0 && ', '}
              <Link href={entityHref('effects', t.effect)}>{effects[t.effect] ?? t.effect}</Link>
            </span>
          ))}
          .
        </p>
      </div>
    </section>
  );
}
