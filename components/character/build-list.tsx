import { titleCase } from '@/components/common/game-style';
import type { Build, Engraving, Gear, Tarot } from '@/lib/content';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { BuildCards, type BuildView } from './build-cards';

interface Props {
  /** The character the builds are for: the player's chosen one is marked. */
  characterId: string;
  builds: Build[];
  gears: Map<string, Gear>;
  tarots: Map<string, Tarot>;
  engravings: Map<string, Engraving>;
}

/** Recommended builds, worked out in the page's language for the cards drawn from them (BuildCards). */
export function BuildList({ characterId, builds, gears, tarots, engravings }: Props) {
  const locale = useLocale();
  const t = getT(locale, 'buildCard');
  const views: BuildView[] = builds.map((build) => {
    const tarot = tarots.get(build.tarot);
    return {
      name: build.name,
      mode: build.mode ? term(locale, 'gameModes', build.mode) : t('allModes'),
      reason: build.reason,
      gear: build.gear.map((id) => {
        const gear = gears.get(id);
        return gear
          ? {
              id,
              name: gear.name,
              slot: term(locale, 'gearSlots', gear.slot),
              rarity: gear.rarity,
              rarityLabel: term(locale, 'gearRarities', gear.rarity),
            }
          : { id, name: titleCase(id) };
      }),
      tarot: { id: build.tarot, label: tarot ? `${tarot.numeral} · ${tarot.name}` : titleCase(build.tarot) },
      engravings: build.engravings.map((id) => ({ id, name: engravings.get(id)?.name ?? titleCase(id) })),
    };
  });
  return (
    <BuildCards
      characterId={characterId}
      builds={views}
      words={{
        gear: t('gear'),
        tarot: t('tarot'),
        engravings: t('engravings'),
        yours: getT(locale, 'roster')('yourBuild'),
      }}
    />
  );
}
