import { EntryHistory } from '@/components/history/entry-history';
import type { Freshness } from '@/lib/content';
import type { UsersContext } from '@/lib/queries/tarots';
import { EntityLinks } from './entity-links';

/** The foot of a tarot or an engraving: the characters whose builds use it, and its history. */
export function BuildUsersFooter({
  entry,
  context: { users, history },
}: {
  entry: { _id: string; verified: Freshness };
  context: UsersContext;
}) {
  return (
    <>
      <EntityLinks label="Used in builds by" items={users[entry._id]} href={(id) => `/chars/${id}#builds`} />
      <EntryHistory verified={entry.verified} entries={history[entry._id]} />
    </>
  );
}
