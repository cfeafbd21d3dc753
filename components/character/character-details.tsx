import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { interactionWords } from '@/lib/i18n/card-words';
import type { CharacterPage } from '@/lib/queries/characters';
import { TreePlanner } from '@/components/player/tree-planner';
import { BuildList } from './build-list';
import { skillListLabels, skillTreeLabels } from './character-labels';
import { DetailSection } from './detail-section';
import { SkillList } from './skill-list';
import { SkillTree } from './skill-tree';
import { TierPlacements } from './tier-placements';
import { TraitList } from './trait-list';
import { TierMoves } from '@/components/history/tier-moves';
import { TeamAppearances } from '@/components/teams/team-appearances';

/** The parts of a character page drawn from other collections: skills, traits, tree, builds, tiers, teams. */
export function CharacterDetails({
  character,
  details,
  tierMoves,
}: Pick<CharacterPage, 'character' | 'details' | 'tierMoves'>) {
  const locale = useLocale();
  const sections = getT(locale, 'sections');
  const words = interactionWords(locale);
  return (
    <>
      <DetailSection id="skills" title={sections('skills')} icon="lightning-charge">
        <SkillList
          skills={details.skills}
          effectTypes={Object.fromEntries(Object.entries(details.effects).map(([id, e]) => [id, e.type]))}
          effectNames={details.effectNames}
          words={words}
          labels={skillListLabels(locale)}
        />
      </DetailSection>
      <DetailSection id="traits" title={sections('traits')} icon="stars">
        <TraitList traits={details.traits} effectNames={details.effectNames} />
      </DetailSection>
      <DetailSection
        id="skill-tree"
        title={sections('skillTree')}
        icon="diagram-3"
        lead={sections('skillTreeLead')}
      >
        <SkillTree
          character={{ skillTree: character.skillTree, recommendations: character.recommendations }}
          effectNames={details.effectNames}
          words={words}
          labels={skillTreeLabels(locale)}
        />
      </DetailSection>
      <DetailSection id="planner" title={sections('plan')} icon="pencil-square" lead={sections('planLead')}>
        <TreePlanner
          character={{ _id: character._id, name: character.name }}
          tree={character.skillTree}
          recommendations={character.recommendations}
        />
      </DetailSection>
      <DetailSection id="builds" title={sections('builds')} icon="tools">
        <BuildList
          characterId={character._id}
          builds={character.builds}
          gears={details.gears}
          tarots={details.tarots}
          engravings={details.engravings}
        />
      </DetailSection>
      <DetailSection id="tiers" title={sections('tiers')} icon="bar-chart-steps">
        <TierPlacements placements={details.placements} effectNames={details.effectNames} />
        <TierMoves moves={tierMoves} />
        <TeamAppearances teams={details.teams} />
      </DetailSection>
    </>
  );
}
