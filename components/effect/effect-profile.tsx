import { verifiedWords } from '@/components/character/verified-words';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { RichText } from '@/components/common/rich-text';
import { VerifiedStamp } from '@/components/character/verified-stamp';
import { effectRules, effectTypeBadge } from '@/components/lists/effect-card';
import { effectCardWords } from '@/lib/i18n/card-words';
import type { Effect } from '@/lib/content';

/** The top of an effect's page: name, type, how it behaves and what it does. */
export function EffectProfile({
  effect,
  effectNames,
}: {
  effect: Effect;
  effectNames: Readonly<Record<string, string>>;
}) {
  const locale = useLocale();
  return (
    <header className="mb-4 pb-4 border-bottom">
      <p className="text-body-secondary mb-1">{getT(locale, 'detail')('statusEffect')}</p>
      <h1 className="h2 mb-2">{effect.name}</h1>
      <p className="mb-3">
        <span className={`badge ${effectTypeBadge[effect.type]}`}>
          {term(locale, 'effectTypes', effect.type)}
        </span>
      </p>
      <RichText as="p" className="lead" text={effect.description} effectNames={effectNames} />
      <p className="text-body-secondary">{effectRules(effect, effectCardWords(locale))}</p>
      <VerifiedStamp verified={effect.verified} words={verifiedWords(locale)} />
    </header>
  );
}
