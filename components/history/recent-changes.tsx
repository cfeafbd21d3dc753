import Link from '@/components/common/page-link';
import { useLocale } from '#i18n/use-locale';
import { getT, type Translator } from '@/lib/i18n/messages';
import { collectionIn } from './words';
import { changeWordsIn } from '@/lib/i18n/card-words';
import { formatDay } from '@/lib/format/date';
import type { HistoryEntry } from '@/lib/content';
import { entityHref } from '@/lib/kinds/registry';
import { formatPath, visibleChanges } from '@/lib/format/change-words';
import { TitledSection } from '@/components/common/titled-section';
import { entryName, type HistoryNames } from '@/lib/format/history-names';

/**
 * What a change's date is: an editor's change is dated when it was made (or when the editor said
 * it happened in the game); the import's are dated by the game's patch notes.
 */
const dateLabel = (t: Translator<'history'>, e: HistoryEntry) =>
  e.who.kind === 'editor' ? t('edited') : t('patchDate');

/** The latest edits across the wiki, newest first: each entry linked, what changed, and its labelled date. */
export function RecentChanges({ entries, names }: { entries: readonly HistoryEntry[]; names: HistoryNames }) {
  const locale = useLocale();
  const t = getT(locale, 'history');
  if (entries.length === 0) return null;
  return (
    <TitledSection id="recent" title={t('recentTitle')}>
      <ol className="list-unstyled mb-0" aria-label={t('recentLabel')}>
        {entries.map((e) => {
          const fields = visibleChanges(e.changes).map((c) => formatPath(c.path, changeWordsIn(locale)));
          return (
            <li key={e._id} className="mb-2">
              <Link href={entityHref(e.collection, e.id)} className="fw-semibold">
                {entryName(names, e)}
              </Link>{' '}
              <span className="text-body-secondary small">
                ({collectionIn(locale, e.collection)}) · {dateLabel(t, e)}{' '}
                <time dateTime={e.time}>{formatDay(e.time, locale)}</time> · v{e.version}
              </span>
              <div className="small">
                {e.note && <span lang="en">{e.note}</span>}
                {e.note && fields.length > 0 ? ' ' : ''}
                {fields.length > 0 && (
                  <span className="text-body-secondary">{t('changed', { fields: fields.join(', ') })}</span>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </TitledSection>
  );
}
