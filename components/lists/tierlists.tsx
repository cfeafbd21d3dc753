import { formatDay } from '@/lib/format/date';
import { RichText } from '@/components/common/rich-text';
import type { CharacterCard } from '@/lib/queries/characters';
import type { Character } from '@/lib/content';
import type { ListModel } from '@/lib/queries/list';
import type { Tierlist } from '@/lib/content';
import type { TierCharacter } from './tier-table';
import { TierlistView } from './tierlist-view';
import { listLabels } from './list-labels';
import { useLocale } from '#i18n/use-locale';
import { entityHref } from '@/lib/kinds/registry';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { listWords } from '@/lib/queries/list-words';
import type { SiteLocale } from '@/lib/i18n/locales';

/** A day in the page's language: English as formatDay writes it, others by Intl in UTC. */
function day(locale: SiteLocale, date: string): string {
  if (locale === 'en') return formatDay(date);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(date.slice(0, 10)));
}

export interface TierlistsProps {
  /** Every mode's tier list, in mode order: the first is /tierlist, the others /tierlist/<mode>. */
  tierlists: (Tierlist & { updated: string })[];
  /** The mode this page shows. */
  mode: string;
  characters: ReadonlyMap<string, CharacterCard & Pick<Character, 'aliases'>>;
  model: ListModel;
}

/** One mode's tiers, rendered on the server, each placed character once, with tabs to the other modes. */
export function Tierlists({ tierlists, mode, characters, model }: TierlistsProps) {
  const locale = useLocale();
  const t = getT(locale, 'tierList');
  const words = listWords(model, locale);
  const placed: Record<string, TierCharacter> = {};
  const modes = tierlists
    .filter((list) => list.mode === mode)
    .map((list) => {
      const tiers = list.tiers.map((tier) => ({
        tier: tier.tier,
        entries: tier.entries.flatMap((entry) => {
          const character = characters.get(entry.character);
          if (!character) return [];
          const { name, rarity, element, aliases } = character;
          placed[character._id] ??= { name, rarity, class: character.class, element, aliases };
          return [{ id: character._id, reason: entry.reason }];
        }),
      }));
      const intro = (
        <>
          <p className="small text-body-secondary">
            {(() => {
              // The date inside its <time>, wherever the language puts it in the sentence.
              const [before, after = ''] = t('updated', { date: '\u0000', version: list.verified.version }).split('\u0000');
              return (
                <>
                  {before}
                  <time dateTime={list.updated}>{day(locale, list.updated)}</time>
                  {after}
                </>
              );
            })()}
          </p>
          <RichText as="p" text={list.description} />
        </>
      );
      return { mode: list.mode, intro, tiers };
    });
  const [shown] = modes;
  if (!shown) return <p className="text-body-secondary">{t('none')}</p>;
  const paths = tierlists.map((list) => ({
    mode: list.mode,
    href: entityHref('tierlists', list.mode),
    label: term(locale, 'gameModes', list.mode),
  }));
  return (
    <TierlistView
      model={{ ...words, route: entityHref('tierlists', mode) }}
      mode={shown}
      modes={paths}
      characters={placed}
      labels={listLabels(locale, model.kind)}
    />
  );
}
