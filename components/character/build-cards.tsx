'use client';

import Link from '@/components/common/page-link';
import { RichText } from '@/components/common/rich-text';
import { GearRarityBadge } from '@/components/common/gear-rarity-badge';
import { ChosenBuildMarkIsland } from '@/components/player/chosen-build-mark-island';

/** A recommended build as its card draws it, in the page's language (BuildList works it out). */
export interface BuildView {
  name: string;
  /** The mode it is for, or "All modes". */
  mode: string;
  reason: string;
  gear: { id: string; name: string; slot?: string; rarity?: string; rarityLabel?: string }[];
  tarot: { id: string; label: string };
  engravings: { id: string; name: string }[];
}

/** The builds' headings and the player's mark, in the page's language. */
export interface BuildWords {
  gear: string;
  tarot: string;
  engravings: string;
  /** "Your build". */
  yours: string;
}

/**
 * Recommended builds: gear, tarot and engravings, each linked, with the reason for the build.
 * Drawn from the builds' few fields, so the page's payload carries them rather than the element
 * tree drawn from them (a second copy of the HTML).
 */
export function BuildCards({
  characterId,
  builds,
  words,
}: {
  /** The character the builds are for: the player's chosen one is marked. */
  characterId: string;
  builds: BuildView[];
  words: BuildWords;
}) {
  return (
    <div className="row row-cols-1 row-cols-lg-2 g-3">
      {builds.map((build) => (
        <div key={build.name} className="col">
          <article className="card h-100">
            <div className="card-header d-flex justify-content-between align-items-center gap-2">
              <h3 className="h5 mb-0">{build.name}</h3>
              <ChosenBuildMarkIsland character={characterId} build={build.name} label={words.yours} />
              <span className="badge text-bg-info">{build.mode}</span>
            </div>
            <div className="card-body">
              <RichText as="p" className="card-text" text={build.reason} />
              <h4 className="h6 text-body-secondary">{words.gear}</h4>
              <ul className="list-unstyled mb-3">
                {build.gear.map((gear) => (
                  <li key={gear.id} className="mb-1">
                    <Link href={`/gears/${gear.id}`}>{gear.name}</Link>
                    {gear.rarity && (
                      <>
                        {' '}
                        <span className="small text-body-secondary">{gear.slot}</span>{' '}
                        <GearRarityBadge rarity={gear.rarity} label={gear.rarityLabel} />
                      </>
                    )}
                  </li>
                ))}
              </ul>
              <h4 className="h6 text-body-secondary">{words.tarot}</h4>
              <p>
                <Link href={`/tarots#${build.tarot.id}`}>{build.tarot.label}</Link>
              </p>
              <h4 className="h6 text-body-secondary">{words.engravings}</h4>
              <ul className="list-inline mb-0">
                {build.engravings.map((engraving) => (
                  <li key={engraving.id} className="list-inline-item">
                    <Link href={`/engravings#${engraving.id}`}>{engraving.name}</Link>
                  </li>
                ))}
              </ul>
            </div>
          </article>
        </div>
      ))}
    </div>
  );
}
