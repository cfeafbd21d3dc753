import Link from '@/components/common/page-link';
import { RichText } from '@/components/common/rich-text';
import { GearRarityBadge } from '@/components/common/gear-rarity-badge';
import { titleCase } from '@/components/common/game-style';
import type { Build, Engraving, Gear, Tarot } from '@/lib/content';
import { ChosenBuildMark } from '@/components/player/chosen-build-mark';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';

interface Props {
  /** The character the builds are for: the player's chosen one is marked. */
  characterId: string;
  builds: Build[];
  gears: Map<string, Gear>;
  tarots: Map<string, Tarot>;
  engravings: Map<string, Engraving>;
}

/** Recommended builds: gear, tarot and engravings, each linked, with the reason for the build. */
export function BuildList({ characterId, builds, gears, tarots, engravings }: Props) {
  const locale = useLocale();
  const t = getT(locale, 'buildCard');
  return (
    <div className="row row-cols-1 row-cols-lg-2 g-3">
      {builds.map((build) => {
        const tarot = tarots.get(build.tarot);
        return (
          <div key={build.name} className="col">
            <article className="card h-100">
              <div className="card-header d-flex justify-content-between align-items-center gap-2">
                <h3 className="h5 mb-0">{build.name}</h3>
                <ChosenBuildMark character={characterId} build={build.name} />
                <span className="badge text-bg-info">
                  {build.mode ? term(locale, 'gameModes', build.mode) : t('allModes')}
                </span>
              </div>
              <div className="card-body">
                <RichText as="p" className="card-text" text={build.reason} />
                <h4 className="h6 text-body-secondary">{t('gear')}</h4>
                <ul className="list-unstyled mb-3">
                  {build.gear.map((id) => {
                    const gear = gears.get(id);
                    return (
                      <li key={id} className="mb-1">
                        <Link href={`/gears/${id}`}>{gear?.name ?? titleCase(id)}</Link>
                        {gear && (
                          <>
                            {' '}
                            <span className="small text-body-secondary">
                              {term(locale, 'gearSlots', gear.slot)}
                            </span>{' '}
                            <GearRarityBadge
                              rarity={gear.rarity}
                              label={term(locale, 'gearRarities', gear.rarity)}
                            />
                          </>
                        )}
                      </li>
                    );
                  })}
                </ul>
                <h4 className="h6 text-body-secondary">{t('tarot')}</h4>
                <p>
                  <Link href={`/tarots#${build.tarot}`}>
                    {tarot ? `${tarot.numeral} · ${tarot.name}` : titleCase(build.tarot)}
                  </Link>
                </p>
                <h4 className="h6 text-body-secondary">{t('engravings')}</h4>
                <ul className="list-inline mb-0">
                  {build.engravings.map((id) => (
                    <li key={id} className="list-inline-item">
                      <Link href={`/engravings#${id}`}>{engravings.get(id)?.name ?? titleCase(id)}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          </div>
        );
      })}
    </div>
  );
}
