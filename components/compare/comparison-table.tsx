import { formatCount } from '@/lib/format/number';
import Link from '@/components/common/page-link';
import type { ReactNode } from 'react';
import { ClassBadge } from '@/components/common/class-badge';
import { ElementBadge } from '@/components/common/element-badge';
import { titleCase } from '@/components/common/game-style';
import { PortraitImage } from '@/components/common/portrait-image';
import { RarityStars } from '@/components/common/rarity-stars';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { statLabels, statNames } from '@/lib/content/common';
import { statsAt } from '@/lib/content/stats';
import { compareHref } from '@/lib/player/compare';
import type { getComparison } from '@/lib/queries/compare';
import styles from './comparison-table.module.css';

type Rows = Awaited<ReturnType<typeof getComparison>>['rows'];

interface Props {
  rows: Rows;
  level: number;
  rank: number;
}

/**
 * Characters side by side, a column each: stats at one level and rank, skills, traits, tiers,
 * builds. The label column is narrow and sticks to the left, so two characters fit beside it at
 * 360 px and more scroll past it.
 */
export function ComparisonTable({ rows, level, rank }: Props) {
  const locale = useLocale();
  const t = getT(locale, 'compare');
  // English keeps the stat and role words it has always shown.
  const statLabel = (name: (typeof statNames)[number]) =>
    locale === 'en' ? statLabels[name] : term(locale, 'stats', name);
  const stats = rows.map(({ character }) => statsAt(character, level, rank));
  const ids = rows.map((r) => r.character._id);
  // Without its id, the same comparison at the same level and rank; the last one leaves the picker.
  const without = (id: string) => {
    const rest = ids.filter((x) => x !== id);
    return rest.length > 0 ? compareHref(rest, { level, rank }) : '/compare';
  };
  const line = (label: string, cell: (i: number) => ReactNode, key = label) => (
    <tr key={key}>
      <th scope="row" className={styles.label}>
        {label}
      </th>
      {rows.map(({ character }, i) => (
        <td key={character._id}>{cell(i)}</td>
      ))}
    </tr>
  );
  const best = (name: (typeof statNames)[number]) => Math.max(...stats.map((s) => s[name]));
  const modes = [...new Set(rows.flatMap((r) => r.details.placements.map((p) => p.mode)))].sort();

  return (
    <div className="table-responsive">
      <table className={`table align-top ${styles.table}`} aria-label={t('tableLabel')}>
        <thead>
          <tr>
            <td className={styles.label} />
            {rows.map(({ character: c }) => (
              <th key={c._id} scope="col" className={styles.character}>
                <PortraitImage
                  character={c}
                  size={56}
                  className="lf-portrait mb-1"
                  label={getT(locale, 'cards')('portrait', { name: c.name })}
                />
                <div>
                  <Link href={`/chars/${c._id}`}>{c.name}</Link>
                </div>
                <div className="small fw-normal text-body-secondary">{c.title}</div>
                <Link
                  href={without(c._id)}
                  className="btn btn-sm btn-outline-secondary mt-2"
                  aria-label={t('removeFrom', { name: c.name })}
                >
                  {t('remove')}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {line(t('rarity'), (i) => (
            <RarityStars
              rarity={rows[i]!.character.rarity}
              label={getT(locale, 'rarity')('stars', { stars: rows[i]!.character.rarity })}
            />
          ))}
          {line(t('elementClass'), (i) => (
            <span className="d-flex flex-wrap gap-1">
              <ElementBadge
                element={rows[i]!.character.element}
                label={term(locale, 'elements', rows[i]!.character.element)}
              />
              <ClassBadge
                characterClass={rows[i]!.character.class}
                label={term(locale, 'classes', rows[i]!.character.class)}
              />
            </span>
          ))}
          {line(t('role'), (i) =>
            locale === 'en'
              ? titleCase(rows[i]!.character.role)
              : term(locale, 'roles', rows[i]!.character.role),
          )}
          {statNames.map((name) =>
            line(
              t('statAt', { stat: statLabel(name), level, rank }),
              (i) => {
                const value = stats[i]![name];
                const top = rows.length > 1 && value === best(name);
                return (
                  <span className={top ? 'fw-bold' : undefined} data-stat={name}>
                    {formatCount(value)}
                    {top && <span className="visually-hidden">{t('highest')}</span>}
                  </span>
                );
              },
              name,
            ),
          )}
          {line(t('skills'), (i) => (
            <ul className="list-unstyled mb-0 small">
              {rows[i]!.details.skills.map((s) => (
                <li key={s._id}>{s.name}</li>
              ))}
            </ul>
          ))}
          {line(t('traits'), (i) => (
            <ul className="list-unstyled mb-0 small">
              {rows[i]!.details.traits.map((t) => (
                <li key={t._id}>{t.name}</li>
              ))}
            </ul>
          ))}
          {modes.map((mode) =>
            line(
              t('modeTier', { mode: term(locale, 'gameModes', mode) }),
              (i) => {
                const tier = rows[i]!.details.placements.find((p) => p.mode === mode)?.tier;
                return tier ? <span className="badge text-bg-dark fs-6">{tier}</span> : t('notPlaced');
              },
              `tier-${mode}`,
            ),
          )}
          {line(t('builds'), (i) => {
            const { character, details } = rows[i]!;
            return (
              <ul className="list-unstyled mb-0 small">
                {character.builds.map((b) => (
                  <li key={b.name} className="mb-2">
                    <span className="fw-semibold">{b.name}</span>
                    {b.mode && (
                      <span className="text-body-secondary"> · {term(locale, 'gameModes', b.mode)}</span>
                    )}
                    <div className="text-body-secondary">
                      {b.gear.map((g) => details.gears.get(g)?.name ?? titleCase(g)).join(', ')}
                    </div>
                  </li>
                ))}
              </ul>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
