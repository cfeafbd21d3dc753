import { EntryHistory } from '@/components/history/entry-history';
import type { Freshness } from '@/lib/content';
import { EntityLinks } from './entity-links';
import type { RelatedContext } from '@/lib/queries/linked-list';

/** The foot of a tarot or an engraving: the characters whose builds use it, and its history. */
export function BuildUsersFooter({
  entry,
  context: { related, history },
}: {
  entry: { _id: string; verified: Freshness };
  context: RelatedContext;
}) {
  return (
    <>
      <EntityLinks
        label="Used in builds by"
        items={related[entry._id]}
        href={(id) => `/chars/${id}#builds`}
      />
      <EntryHistory verified={entry.verified} entries={history[entry._id]} />
    </>
  );
}
