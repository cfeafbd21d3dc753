import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';
import 'server-only';
import { detailPages } from '@/components/common/detail-pages';
import { elementColors, titleCase } from '@/components/common/game-style';
import { RosterControl } from '@/components/player/roster-control';
import { HistorySection } from '@/components/history/history-section';
import { MAX_LEVEL, MAX_RANK, statsAt } from '@/lib/content/stats';
import { getCharacter, getCharacterPage } from '@/lib/queries/characters';
import { CharacterDetails } from './character-details';
import { statCalculatorLabels } from './character-labels';
import { CharacterJsonLd } from './character-json-ld';
import { CharacterProfile } from './character-profile';
import { characterSummary } from './character-summary';
import { DetailSection } from './detail-section';
import { StatCalculator } from './stat-calculator';

/** A character's page (/chars/<id>) and its share image. */
export const characterPages = detailPages({
  kind: 'characters',
  load: getCharacterPage,
  describe: ({ character }, locale) => ({
    title: `${character.name}, ${character.title}`,
    description: characterSummary(character, locale),
    type: 'profile',
  }),
  render: async ({ character, scale, details, history, tierMoves }) => {
    const locale = await currentLocale();
    const sections = getT(locale, 'sections');
    const { baseStats, growth, rankBonus } = character;
    return (
      <article>
        <CharacterJsonLd character={character} />
        <CharacterProfile character={character} />
        <RosterControl
          character={{
            _id: character._id,
            name: character.name,
            builds: character.builds.map((b) => b.name),
          }}
        />
        <DetailSection id="stats" title={sections('stats')} icon="bar-chart" lead={sections('statsLead')}>
          <StatCalculator
            character={{ baseStats, growth, rankBonus }}
            scale={scale}
            labels={statCalculatorLabels(locale)}
          />
        </DetailSection>
        <CharacterDetails character={character} details={details} tierMoves={tierMoves} />
        <HistorySection entries={history} verified={character.verified} />
      </article>
    );
  },
  image: {
    alt: ({ character }, locale) => getT(locale, 'shareAlt')('character', { name: character.name }),
    load: getCharacter,
    card: (character, labels) => {
      const stats = statsAt(character, MAX_LEVEL, MAX_RANK);
      return {
        eyebrow: labels.character.eyebrow(
          labels.rarity(character.rarity),
          labels.elements[character.element],
          labels.classes[character.class],
        ),
        title: character.name,
        subtitle: `${character.title} · ${labels.factions[character.faction]}`,
        accent: elementColors[character.element],
        facts: [
          [labels.stats.hp, labels.number(stats.hp)],
          [labels.stats.atk, labels.number(stats.atk)],
          [labels.stats.def, labels.number(stats.def)],
          [labels.stats.spd, String(stats.spd)],
          [labels.character.role, titleCase(labels.roles[character.role])],
        ],
      };
    },
  },
});
