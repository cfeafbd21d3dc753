import type { CharacterPage } from '@/lib/queries/characters';
import { TreePlanner } from '@/components/player/tree-planner';
import { BuildList } from './build-list';
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
  return (
    <>
      <DetailSection id="skills" title="Skills" icon="lightning-charge">
        <SkillList skills={details.skills} effects={details.effects} effectNames={details.effectNames} />
      </DetailSection>
      <DetailSection id="traits" title="Traits" icon="stars">
        <TraitList traits={details.traits} effectNames={details.effectNames} />
      </DetailSection>
      <DetailSection
        id="skill-tree"
        title="Skill tree"
        icon="diagram-3"
        lead="Pick one option per tier. Choose a mode to see which options we recommend, and why."
      >
        <SkillTree
          character={{ skillTree: character.skillTree, recommendations: character.recommendations }}
          effectNames={details.effectNames}
        />
      </DetailSection>
      <DetailSection
        id="planner"
        title="Plan your picks"
        icon="pencil-square"
        lead="One option per tier. Your plan is saved in this browser; share it with the link below."
      >
        <TreePlanner
          character={{ _id: character._id, name: character.name }}
          tree={character.skillTree.map((t) => ({
            tier: t.tier,
            requiredLevel: t.requiredLevel,
            options: t.options.map((o) => ({ id: o.id, name: o.name })),
          }))}
          recommendations={character.recommendations.map((r) => ({
            mode: r.mode,
            picks: r.picks.map((p) => ({ tier: p.tier, option: p.option })),
          }))}
        />
      </DetailSection>
      <DetailSection id="builds" title="Builds" icon="tools">
        <BuildList
          characterId={character._id}
          builds={character.builds}
          gears={details.gears}
          tarots={details.tarots}
          engravings={details.engravings}
        />
      </DetailSection>
      <DetailSection id="tiers" title="Tier list placements" icon="bar-chart-steps">
        <TierPlacements placements={details.placements} />
        <TierMoves moves={tierMoves} />
        <TeamAppearances teams={details.teams} />
      </DetailSection>
    </>
  );
}
