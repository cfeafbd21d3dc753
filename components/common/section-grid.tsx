import { CardTitleLink } from '@/components/common/card-title-link';
import { sections } from '@/lib/config/site';
import { Icon } from '@/components/common/icon';
import { useLocale } from '#i18n/use-locale';
import { getT } from '@/lib/i18n/messages';

/** A card per section of the wiki (every list route, Enemies included). */
export function SectionGrid({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const locale = useLocale();
  const label = getT(locale, 'kinds');
  const blurb = getT(locale, 'blurbs');
  return (
    <ul className="row row-cols-2 row-cols-md-3 g-3 list-unstyled">
      {sections.map((s) => (
        <li key={s.href} className="col">
          <div className="card h-100 lf-card-link position-relative">
            <div className="card-body">
              <CardTitleLink
                as={headingLevel}
                className="h6 card-title mb-1"
                href={s.href}
                icon={<Icon name={s.icon} className="me-2" />}
              >
                {label(s.kind)}
              </CardTitleLink>
              <p className="card-text small text-body-secondary mb-0">{blurb(s.kind)}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
