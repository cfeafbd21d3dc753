import { JsonLd } from '@/components/common/json-ld';
import { siteConfig } from '@/lib/config/site';

interface Props {
  /** The list page the entity belongs to, e.g. { name: 'Characters', path: '/chars' }. */
  section: { name: string; path: string };
  path: string;
  name: string;
  description: string;
  dateModified: string;
  /** What the page is about, as a schema.org object. */
  about: Record<string, unknown>;
}

/** The page's schema.org WebPage (about the entity) and its breadcrumb trail. */
export function EntityJsonLd({ section, path, name, description, dateModified, about }: Props) {
  const url = `${siteConfig.url}${path}`;
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
          inLanguage: 'en',
          isPartOf: { '@type': 'WebSite', name: siteConfig.name, url: siteConfig.url },
          about: { name, description, url, ...about },
        }}
      />
      <JsonLd
        id="breadcrumb"
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteConfig.url}/` },
            {
              '@type': 'ListItem',
              position: 2,
              name: section.name,
              item: `${siteConfig.url}${section.path}`,
            },
            { '@type': 'ListItem', position: 3, name, item: url },
          ],
        }}
      />
    </>
  );
}
