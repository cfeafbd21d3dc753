import Link from '@/components/common/page-link';
import { ElementBadge } from '@/components/common/element-badge';
import type { Element } from '@/components/common/game-types';
import { InteractionBadges } from '@/components/common/interaction-badges';
import { RichText } from '@/components/common/rich-text';
import type { Enemy } from '@/lib/content';
import { statNames, type StatName } from '@/lib/content/stat-names';
import { VerifiedStamp } from '@/components/character/verified-stamp';
import { fill } from '@/lib/i18n/fill';
import type { EnemyCardWords, Terms } from '@/lib/i18n/words';
import type { EnemiesContext } from '@/lib/queries/enemies';
import { EntryCard, type CardProps } from './entry-card';

function Resistances({ resistances, words }: { resistances: Enemy['resistances']; words: EnemyCardWords }) {
  // Only what differs from neutral: a row of six "0%" said little and weighed much on the list.
  const entries = (Object.entries(resistances) as [Element, number][]).filter(([, value]) => value !== 0);
  if (entries.length === 0) return null;
  return (
    <p className="small mb-2">
      <span className="text-body-secondary">{words.resistances} </span>
      {entries.map(([element, value], i) => (
        <span key={element}>
          {i > 0 && ' · '}
          <span className={`lf-res lf-el-${element}`}>{words.elements[element]}</span>{' '}
          <span className={value < 0 ? 'text-danger-emphasis fw-semibold' : 'fw-semibold'}>
            {value > 0 ? `+${value}` : value}%{value < 0 && ` ${words.weak}`}
          </span>
        </span>
      ))}
    </p>
  );
}

/**
 * An enemy's stats as one line of text: the heaviest entry of any list keeps 20 a page within
 * the page's weight, where a definition list took 900 bytes of markup each.
 */
function StatLine({ stats, labels }: { stats: Enemy['stats']; labels: Terms<StatName> }) {
  const line = statNames
    .flatMap((n) => (stats[n] === undefined ? [] : [`${labels[n]} ${stats[n]}`]))
    .join(' · ');
  return <p className="small mb-2">{line}</p>;
}

/** An enemy with stats, skills (effects linked), resistances and where it is found; anchored by its id. */
export function EnemyCard({
  enemy: e,
  effectNames,
  words,
  footer,
}: CardProps & { enemy: Enemy & { _id: string }; words: EnemyCardWords }) {
  return (
    <EntryCard
      id={e._id}
      title={e.name}
      header={
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-1">
          <h2 className="h5 card-title mb-0">
            {e.name}
            {e.boss && <span className="badge text-bg-danger ms-2 align-middle">{words.boss}</span>}
          </h2>
          <span className="d-flex gap-1 align-items-start">
            <ElementBadge element={e.element} label={words.elements[e.element]} />
            <span className="badge text-bg-secondary">{words.enemyTypes[e.type]}</span>
          </span>
        </div>
      }
      footer={footer}
    >
      <p className="small text-body-secondary mb-2">{fill(words.level, { level: e.level })}</p>
      <StatLine stats={e.stats} labels={words.stats} />
      <Resistances resistances={e.resistances} words={words} />
      <h3 className="h6 mt-2">{words.skills}</h3>
      <ul className="small ps-3">
        {e.skills.map((s) => (
          <li key={s.name}>
            <span className="fw-semibold">{s.name}: </span>
            <RichText text={s.description} effectNames={effectNames} />
            <InteractionBadges
              interactions={s.interactions}
              effectNames={effectNames}
              words={words.interactions}
              className="mt-1"
            />
          </li>
        ))}
      </ul>
      <p className="small mb-0">
        <span className="text-body-secondary">{words.foundIn} </span>
        {e.locations.map((l, i) => (
          <span key={`${l.kind}-${l.name}`}>
            {i > 0 && '; '}
            {l.event ? <Link href={`/events/${l.event}`}>{l.name}</Link> : l.name} (
            {words.locationKinds[l.kind]})
          </span>
        ))}
      </p>
    </EntryCard>
  );
}

/**
 * An enemies list's card, from the list's data (lib/queries/enemies.ts). Its foot is the verified
 * stamp without the history (the changelog has it): an enemy's stats and skills are the heaviest
 * entry of any list, and 20 of them a page fit the page's weight budget only so.
 */
export function enemyListCard(e: Enemy & { _id: string }, { effectNames, words }: EnemiesContext) {
  return (
    <EnemyCard
      enemy={e}
      effectNames={effectNames}
      words={words}
      footer={
        <div className="mt-2 border-top pt-2">
          <VerifiedStamp verified={e.verified} words={words} />
        </div>
      }
    />
  );
}
