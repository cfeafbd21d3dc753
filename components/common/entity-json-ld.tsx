import { JsonLd } from '@/components/common/json-ld';
import { siteConfig } from '@/lib/config/site';
import { useLocale } from '#i18n/use-locale';
import { localeHref } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';

interface Props {
  /** The list page the entity belongs to, e.g. { kind: 'characters', path: '/chars' }: the crumb is the kind's name in the page's language. */
  section: { kind: 'characters' | 'gears' | 'effects' | 'events'; path: string };
  /** The entity; its page is `{section.path}/{_id}`, last modified when it was last verified. */
  entity: { _id: string; name: string; verified: { date: string } };
  description: string;
  /** What the page is about, as a schema.org object. */
  about: Record<string, unknown>;
}

/** A schema.org Thing described by named properties (one PropertyValue each). */
export function thingWith(
  properties: [name: string, value: string | number | boolean][],
  extra: Record<string, unknown> = {},
) {
  return {
    '@type': 'Thing',
    ...extra,
    additionalProperty: properties.map(([name, value]) => ({ '@type': 'PropertyValue', name, value })),
  };
}

/**
 * The page's schema.org WebPage (about the entity) and its breadcrumb trail, in the page's
 * language (a search engine shows the crumbs' names). The entity's description and URL are the
 * page's, said once.
 */
export function EntityJsonLd({ section, entity, description, about }: Props) {
  const { name } = entity;
  const dateModified = entity.verified.date;
  const locale = useLocale();
  const at = (path: string) => `${siteConfig.url}${localeHref(path, locale)}`;
  const url = at(`${section.path}/${entity._id}`);
  return (
    <>
      <JsonLd
        id="entity"
        data={{
          '@type': 'WebPage',
          name,
          description,
          url,
          dateModified,
          inLanguage: locale,
          isPartOf: { '@type': 'WebSite', name: siteConfig.name, url: at('/') },
          about: { name, ...about },
        }}
      />
      <JsonLd
        id="breadcrumb"
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: getT(locale, 'nav')('home'), item: at('/') },
            {
              '@type': 'ListItem',
              position: 2,
              name: getT(locale, 'kinds')(section.kind),
              item: at(section.path),
            },
            { '@type': 'ListItem', position: 3, name, item: url },
          ],
        }}
      />
    </>
  );
}
