import 'server-only';
import { detailPages, withEntityHistory } from '@/components/common/detail-pages';
import { gearRarityColors, titleCase } from '@/components/common/game-style';
import { HistorySection } from '@/components/history/history-section';
import { statNames } from '@/lib/content/common';
import { getT } from '@/lib/i18n/messages';
import { getGear } from '@/lib/queries/gears';
import { GearDetails, GearHeader } from './gear-details';
import { GearJsonLd } from './gear-json-ld';
import { GearSourceEvents } from './gear-source-events';
import { gearSummary } from './gear-summary';

// Apart from the declaration, whose uses of the data would otherwise decide its type.
const loadGearPage = withEntityHistory('gears', getGear);

/** A gear's page (/gears/<id>) and its share image. */
export const gearPages = detailPages({
  kind: 'gears',
  load: loadGearPage,
  describe: ({ doc: gear }, locale) => ({
    title: gear.name,
    description: gearSummary(gear, locale),
    type: 'article',
  }),
  render: ({ doc: gear, history }) => (
    <article>
      <GearJsonLd gear={gear} />
      <GearHeader gear={gear} />
      <GearSourceEvents ids={gear.sourceEvents ?? []} />
      <GearDetails gear={gear} />
      <HistorySection entries={history} verified={gear.verified} />
    </article>
  ),
  image: {
    alt: ({ doc: gear }, locale) => getT(locale, 'shareAlt')('gear', { name: gear.name }),
    load: getGear,
    card: (gear, labels) => {
      const stats = statNames.flatMap((name): [string, string][] => {
        const value = gear.stats[name];
        return value === undefined ? [] : [[labels.stats[name], `+${labels.number(value)}`]];
      });
      const words = labels.gear;
      return {
        eyebrow: words.eyebrow(words.rarities[gear.rarity], words.slots[gear.slot]),
        title: gear.name,
        subtitle: gear.set
          ? words.setAndPassive(gear.set, gear.passive.name)
          : words.passive(gear.passive.name),
        accent: gearRarityColors[gear.rarity] ?? '#495057',
        facts: [...stats, [words.slot, titleCase(words.slots[gear.slot])]],
      };
    },
  },
});
