import { verifiedWords } from './verified-words';
import { EnglishMark, isEnglish } from '@/components/common/english-mark';
import { ClassBadge } from '@/components/common/class-badge';
import { ElementBadge } from '@/components/common/element-badge';
import { FactList } from '@/components/common/fact-list';
import { PortraitImage } from '@/components/common/portrait-image';
import { RarityStars } from '@/components/common/rarity-stars';
import { RichText } from '@/components/common/rich-text';
import type { Character } from '@/lib/content';
import { formatDay } from '@/lib/format/date';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { VerifiedStamp } from './verified-stamp';

/** The top of a character page: portrait, name, badges and the profile facts. */
export function CharacterProfile({ character }: { character: Character }) {
  const locale = useLocale();
  const t = getT(locale, 'detail');
  const facts: [string, React.ReactNode][] = [
    [
      t('rarity'),
      <RarityStars
        key="r"
        rarity={character.rarity}
        label={getT(locale, 'rarity')('stars', { stars: character.rarity })}
      />,
    ],
    [
      t('class'),
      <ClassBadge
        key="c"
        characterClass={character.class}
        label={term(locale, 'classes', character.class)}
      />,
    ],
    [
      t('element'),
      <ElementBadge
        key="e"
        element={character.element}
        label={term(locale, 'elements', character.element)}
      />,
    ],
    [t('faction'), term(locale, 'factions', character.faction)],
    [t('role'), term(locale, 'roles', character.role)],
    [t('weapon'), term(locale, 'weapons', character.weapon)],
    [
      t('released'),
      <time key="d" dateTime={character.releaseDate}>
        {formatDay(character.releaseDate, locale)}
      </time>,
    ],
  ];
  return (
    <header className="row g-4 align-items-start mb-4 pb-4 border-bottom">
      {/* On the narrowest phones the portrait sits above the facts, which then have the full width. */}
      <div className="col-12 col-sm-auto">
        <PortraitImage
          character={character}
          size={144}
          label={getT(locale, 'cards')('portrait', { name: character.name })}
        />
      </div>
      <div className="col">
        <p className="text-body-secondary mb-1">{character.title}</p>
        <h1 className="h2 mb-3">{character.name}</h1>
        <FactList facts={facts} className="row row-cols-2 row-cols-md-4 g-2 mb-3 small" strong />
        {isEnglish(character, 'profile') ? (
          <p className="mb-2" lang="en">
            <RichText text={character.profile} />
            <EnglishMark />
          </p>
        ) : (
          <RichText as="p" text={character.profile} className="mb-2" />
        )}
        <VerifiedStamp verified={character.verified} words={verifiedWords(locale)} />
      </div>
    </header>
  );
}
