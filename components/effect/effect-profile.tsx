import { titleCase } from '@/components/common/game-style';
import { RichText } from '@/components/common/rich-text';
import { VerifiedStamp } from '@/components/character/verified-stamp';
import { effectRules, effectTypeBadge } from '@/components/lists/effect-card';
import type { Effect } from '@/lib/content';

/** The top of an effect's page: name, type, how it behaves and what it does. */
export function EffectProfile({ effect, effectNames }: { effect: Effect; effectNames: Readonly<Record<string, string>> }) {
  return (
    <header className="mb-4 pb-4 border-bottom">
      <p className="text-body-secondary mb-1">Status effect</p>
      <h1 className="h2 mb-2">{effect.name}</h1>
      <p className="mb-3">
        <span className={`badge ${effectTypeBadge[effect.type]}`}>{titleCase(effect.type)}</span>
      </p>
      <RichText as="p" className="lead" text={effect.description} effectNames={effectNames} />
      <p className="text-body-secondary">{effectRules(effect)}</p>
      <VerifiedStamp verified={effect.verified} />
    </header>
  );
}
