'use client';

import Link from '@/components/common/page-link';
import { FactList } from '@/components/common/fact-list';
import { InteractionBadges } from '@/components/common/interaction-badges';
import type { InteractionWords } from '@/lib/i18n/words';
import { RichText } from '@/components/common/rich-text';
import type { Effect } from '@/lib/content';
import { pluralText } from '@/lib/i18n/plural';
import type { CharacterPage } from '@/lib/queries/characters';
import type { SkillListLabels } from './character-labels';

/** A skill as the character page reads it: the fields its card shows (skillCardFields). */
type SkillCard = CharacterPage['details']['skills'][number];

interface Props {
  skills: SkillCard[];
  /** Effect id → the type its badges show (their names are effectNames'). */
  effectTypes: Readonly<Record<string, Effect['type']>>;
  effectNames: Readonly<Record<string, string>>;
  /** The interaction badges' words in the page's language (interactionWords, on the server). */
  words: InteractionWords;
  /** The cards' words in the page's language (character-labels.ts). */
  labels: SkillListLabels;
}

/**
 * A character's skills as cards: kind, range, area, cooldown, cost, text and what they do to effects.
 * Drawn in the browser from the skills' fields, as the skill tree is: a server component's
 * markup goes into the RSC payload as well as the HTML, and Next's prerender renders a server
 * tree twice (once to fill its caches, once to keep) where a client one is rendered once, into
 * HTML. The HTML is the same.
 */
export function SkillList({ skills, effectTypes, effectNames, words, labels }: Props) {
  return (
    <div className="row row-cols-1 row-cols-lg-2 g-3">
      {skills.map((skill) => {
        const facts: [string, string][] = [
          [labels.range, skill.range === 0 ? labels.self : pluralText(labels.tiles, skill.range)],
          [labels.area, labels.areas[skill.area] ?? skill.area],
          [labels.cooldown, skill.cooldown === 0 ? '—' : pluralText(labels.turns, skill.cooldown)],
          [labels.cost, skill.cost === 0 ? '—' : pluralText(labels.energy, skill.cost)],
        ];
        return (
          <div key={skill._id} className="col">
            <article id={`skill-${skill._id}`} className="card h-100">
              <div className="card-body">
                <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
                  <h3 className="h5 card-title mb-0">
                    <Link href={`/skills#${skill._id}`}>{skill.name}</Link>
                  </h3>
                  <span
                    className={`badge ${skill.kind === 'active' ? 'text-bg-primary' : 'text-bg-secondary'}`}
                  >
                    {labels.kinds[skill.kind] ?? skill.kind}
                  </span>
                </div>
                <FactList facts={facts} className="row row-cols-4 g-1 small mb-2" />
                <RichText as="p" text={skill.description} effectNames={effectNames} className="card-text" />
                <InteractionBadges
                  interactions={skill.interactions}
                  effectNames={effectNames}
                  effectTypes={effectTypes}
                  words={words}
                />
              </div>
            </article>
          </div>
        );
      })}
    </div>
  );
}
