import Link from '@/components/common/page-link';
import { DetailSection } from '@/components/character/detail-section';
import { titleCase } from '@/components/common/game-style';
import { getEventEnemies } from '@/lib/queries/events';

/** The enemies met in an event, linking to their entries. */
export async function EventEnemies({ eventId }: { eventId: string }) {
  const enemies = await getEventEnemies(eventId);
  if (enemies.length === 0) return null;
  return (
    <DetailSection id="enemies" title="Enemies" icon="bug">
      <ul className="list-unstyled mb-0">
        {enemies.map((e) => (
          <li key={e._id}>
            <Link href={`/enemies#${e._id}`}>{e.name}</Link>{' '}
            <span className="small text-body-secondary">
              {e.boss ? 'Boss · ' : ''}Level {e.level} · {titleCase(e.element)}
            </span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
