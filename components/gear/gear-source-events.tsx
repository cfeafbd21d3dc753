import Link from '@/components/common/page-link';
import { getEventRefs } from '@/lib/queries/events';
import { Icon } from '@/components/common/icon';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';

/** The events a gear's source names, as links to their pages. */
export async function GearSourceEvents({ ids }: { ids: readonly string[] }) {
  if (ids.length === 0) return null;
  const events = await getEventRefs(ids);
  const t = getT(await currentLocale(), 'gearPage');
  return (
    <p className="small">
      <Icon name="calendar-event" className="me-1" />
      <span className="text-body-secondary">{t('sourceEvents')}</span>
      {events.map((e, i) => (
        <span key={e._id}>
          {i > 0 && ', '}
          <Link href={`/events/${e._id}`}>{e.name}</Link>
        </span>
      ))}
    </p>
  );
}
