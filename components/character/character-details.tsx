import type { Character } from '@/lib/content';
import { getCharacterDetails } from '@/lib/queries/characters';
import { BuildList } from './build-list';
import { DetailSection } from './detail-section';
import { SkillList } from './skill-list';
import { SkillTree } from './skill-tree';
import { TierPlacements } from './tier-placements';
import { TraitList } from './trait-list';

/** The parts of a character page that read other collections: skills, traits, tree, builds, tiers. */
export async function CharacterDetails({ character }: { character: Character & { _id: string } }) {
  const details = await getCharacterDetails(character);
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
        <SkillTree character={character} effectNames={details.effectNames} />
      </DetailSection>
      <DetailSection id="builds" title="Builds" icon="tools">
        <BuildList
          builds={character.builds}
          gears={details.gears}
          tarots={details.tarots}
          engravings={details.engravings}
        />
      </DetailSection>
      <DetailSection id="tiers" title="Tier list placements" icon="bar-chart-steps">
        <TierPlacements characterId={character._id} tierlists={details.tierlists} />
      </DetailSection>
    </>
  );
}
