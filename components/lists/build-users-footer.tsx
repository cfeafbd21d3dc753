import { EntryHistory } from '@/components/history/entry-history';
import type { Freshness } from '@/lib/content';
import type { EntryWords } from '@/lib/i18n/words';
import { EntityLinks } from './entity-links';
import type { RelatedContext } from '@/lib/queries/linked-list';

/** The foot of a tarot or an engraving: the characters whose builds use it, and its history. */
export function BuildUsersFooter({
  entry,
  context: { related, history, words },
}: {
  entry: { _id: string; verified: Freshness };
  context: RelatedContext<EntryWords & { usedInBuildsBy: string }>;
}) {
  return (
    <>
      <EntityLinks
        label={words.usedInBuildsBy}
        items={related[entry._id]}
        href={(id) => `/chars/${id}#builds`}
        empty={words.noneYet}
      />
      <EntryHistory verified={entry.verified} entries={history[entry._id]} words={words.history} />
    </>
  );
}
