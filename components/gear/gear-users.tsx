import { CardTitleLink } from '@/components/common/card-title-link';
import { ClassBadge } from '@/components/common/class-badge';
import { PortraitImage } from '@/components/common/portrait-image';
import { RarityStars } from '@/components/common/rarity-stars';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';
import { term } from '@/lib/i18n/terms';
import type { GearDetails } from '@/lib/queries/gears';

/** Characters whose recommended builds use the gear, with the builds that do. */
export function GearUsers({ users }: { users: GearDetails['users'] }) {
  const locale = useLocale();
  const t = getT(locale, 'gearPage');
  if (users.length === 0) return <p className="text-body-secondary">{t('noUsers')}</p>;
  const buildName = ({ name, mode }: (typeof users)[number]['builds'][number]) =>
    mode ? t('buildMode', { build: name, mode: term(locale, 'gameModes', mode) }) : name;
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled">
      {users.map((c) => (
        <li key={c._id} className="col">
          <div className="card h-100">
            <div className="card-body d-flex gap-3">
              <PortraitImage
                character={c}
                size={64}
                label={getT(locale, 'cards')('portrait', { name: c.name })}
              />
              <div>
                <CardTitleLink as="h3" className="h6 mb-1" href={`/chars/${c._id}`}>
                  {c.name}
                </CardTitleLink>
                <p className="small text-body-secondary mb-1">{c.title}</p>
                <p className="mb-1">
                  <RarityStars rarity={c.rarity} label={getT(locale, 'rarity')('stars', { stars: c.rarity })} />{' '}
                  <ClassBadge characterClass={c.class} label={term(locale, 'classes', c.class)} />
                </p>
                <p className="small mb-0">
                  {t('usedIn', { builds: c.builds.map(buildName).join(t('listJoin')) })}
                </p>
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
