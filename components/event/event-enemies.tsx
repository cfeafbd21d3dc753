import Link from '@/components/common/page-link';
import { DetailSection } from '@/components/character/detail-section';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import { getEventEnemies } from '@/lib/queries/events';

/** The enemies met in an event, linking to their entries. */
export async function EventEnemies({ eventId }: { eventId: string }) {
  const enemies = await getEventEnemies(eventId);
  if (enemies.length === 0) return null;
  const locale = await currentLocale();
  const t = getT(locale, 'detail');
  return (
    <DetailSection id="enemies" title={t('enemies')} icon="bug">
      <ul className="list-unstyled mb-0">
        {enemies.map((e) => (
          <li key={e._id}>
            <Link href={`/enemies#${e._id}`}>{e.name}</Link>{' '}
            <span className="small text-body-secondary">
              {e.boss ? `${t('boss')} · ` : ''}
              {t('level', { level: e.level })} · {term(locale, 'elements', e.element)}
            </span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
