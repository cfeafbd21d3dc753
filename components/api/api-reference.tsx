import { siteConfig } from '@/lib/config/site';
import { contentCollections } from '@/lib/content';
import { errorStatus } from '@/lib/errors';
import { limits } from '@/lib/functions/limits';
import { formatCount } from '@/lib/format/number';
import { Fragment, type ReactNode } from 'react';
import { ApiExample } from './api-example';
import { useLocale } from '#i18n/use-locale';
import { getT, type Translator } from '@/lib/i18n/messages';

/** The request limits, in the page's language (the fields' own names as they are). */
const limitRows = (t: Translator<'api'>): [string, string][] => [
  [t('rowBody'), t('rowBodyValue', { bytes: formatCount(limits.bodyBytes) })],
  ['limit', t('rowLimitValue', { default: String(limits.defaultLimit), max: String(limits.maxLimit) })],
  ['skip', `0–${formatCount(limits.maxSkip)}`],
  [t('rowDepth'), t('rowDepthValue', { count: String(limits.filterDepth) })],
  [t('rowConditions'), String(limits.filterConditions)],
  ['$regex', t('rowRegexValue', { count: String(limits.regexCount), length: String(limits.regexLength) })],
  [t('rowValues'), t('rowValuesValue', { count: String(limits.arrayLength) })],
  [t('rowSortKeys'), `${limits.sortKeys} / ${limits.projectionKeys}`],
];

/** A message with `{slots}` as the nodes named for them (code and links stay as they are). */
function rich(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/\{(\w+)\}/)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{nodes[part]}</Fragment> : part));
}

/** A two-column table of a heading cell per row (as `head` draws the key) and its value. */
function RowTable({
  rows,
  head = (key) => key,
}: {
  rows: [string, React.ReactNode][];
  head?: (key: string) => React.ReactNode;
}) {
  return (
    <table className="table table-sm">
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key}>
            <th scope="row" className="fw-normal">
              {head(key)}
            </th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The human guide to the read API: actions, examples (curl and fetch), limits, errors, CORS. */
export function ApiReference() {
  const t = getT(useLocale(), 'api');
  const s = (key: Parameters<typeof t>[0], ...slots: string[]) =>
    t(key, Object.fromEntries(slots.map((slot) => [slot, `{${slot}}`])));
  const words = { fetchAnyOrigin: t('fetchAnyOrigin'), answer: t('answer') };
  return (
    <>
      <section className="mb-5" aria-labelledby="api-overview">
        <h2 id="api-overview" className="h4">
          {t('overview')}
        </h2>
        <p>
          {rich(s('intro', 'site', 'post', 'url', 'openapi'), {
            site: siteConfig.name,
            post: <code>POST</code>,
            url: <code>{siteConfig.url}/api/data/&#123;action&#125;</code>,
            openapi: (
              <a href="/api/openapi.json">
                <code>/api/openapi.json</code>
              </a>
            ),
          })}
        </p>
        <ul>
          <li>
            <code>find</code> — <code>collection</code>, optional <code>filter</code>, <code>projection</code>
            , <code>sort</code>, <code>limit</code>, <code>skip</code> →{' '}
            <code>&#123; documents: [...] &#125;</code>
          </li>
          <li>
            <code>findOne</code> — <code>collection</code>, optional <code>filter</code>,{' '}
            <code>projection</code> → <code>&#123; document: &#123;...&#125; | null &#125;</code>
          </li>
        </ul>
        <p>
          {rich(s('collections', 'list', 'schemas'), {
            list: contentCollections.map((c, i) => [i > 0 && ', ', <code key={c}>{c}</code>]),
            schemas: <code>components.schemas</code>,
          })}
        </p>
        <p className="mb-0">
          <strong>{t('fromBrowser')}</strong>{' '}
          {rich(s('cors', 'find', 'findOne', 'acao', 'ct', 'insertOne', 'updateOne'), {
            find: <code>find</code>,
            findOne: <code>findOne</code>,
            acao: <code>Access-Control-Allow-Origin: *</code>,
            ct: <code>Content-Type</code>,
            insertOne: <code>insertOne</code>,
            updateOne: <code>updateOne</code>,
          })}
        </p>
      </section>

      <section className="mb-5" aria-labelledby="api-examples">
        <h2 id="api-examples" className="h4">
          {t('examples')}
        </h2>
        <ApiExample
          title={t('exampleFilter')}
          words={words}
          action="find"
          body={{
            collection: 'characters',
            filter: { rarity: 5, element: 'flame' },
            projection: { name: 1, class: 1 },
            sort: { name: 1 },
            limit: 3,
          }}
          answer={`{ "documents": [
  { "_id": "corvin-ashlock", "name": "Corvin Ashlock", "class": "arcanist" },
  { "_id": "dagny-flint", "name": "Dagny", "class": "warden" },
  { "_id": "tamsin-pyre", "name": "Tamsin Pyre", "class": "duelist" } ] }`}
        />
        <ApiExample
          title={t('exampleOne')}
          words={words}
          action="findOne"
          body={{ collection: 'gears', filter: { _id: 'wickblade' }, projection: { name: 1, passive: 1 } }}
          answer={`{ "document": { "_id": "wickblade", "name": "Wickblade",
  "passive": { "name": "Trimmed Flame", "description": "Basic attacks … apply [[mark]] for 1 turn. …" } } }`}
        >
          <p className="small">
            {rich(s('noMatch', 'null', 'marker'), {
              null: <code>&#123; &quot;document&quot;: null &#125;</code>,
              marker: <code>[[effect-id]]</code>,
            })}
          </p>
        </ApiExample>
        <ApiExample
          title={t('exampleArray')}
          words={words}
          action="find"
          body={{
            collection: 'skills',
            filter: { effects: { $elemMatch: { effect: 'burn', chance: { $gte: 50 } } } },
            projection: { name: 1 },
            limit: 3,
          }}
          answer={`{ "documents": [ { "_id": "dagny-long-fuse", "name": "Long Fuse" }, … ] }`}
        />
        <ApiExample
          title={t('exampleRegex')}
          words={words}
          action="find"
          body={{
            collection: 'enemies',
            filter: { boss: true, name: { $regex: '^the ', $options: 'i' } },
            projection: { name: 1, level: 1 },
            sort: { level: -1 },
            limit: 2,
            skip: 1,
          }}
          answer={`{ "documents": [
  { "_id": "cinder-leviathan", "name": "The Cinder Leviathan", "level": 80 },
  { "_id": "the-unlit-king", "name": "The Unlit King", "level": 70 } ] }`}
        >
          <p className="small">
            {rich(s('paging', 'limit', 'skip'), { limit: <code>limit</code>, skip: <code>skip</code> })}
          </p>
        </ApiExample>
        <ApiExample
          title={t('exampleError')}
          words={words}
          action="find"
          body={{ collection: 'characters', filter: { $where: 'this.rarity > 4' } }}
          answer={`HTTP 400
{ "error": { "code": "bad_request", "message": "operator $where is not allowed" } }`}
        >
          <p className="small">
            {rich(s('errorShape', 'limitCode', 'limitMessage', 'heroesCode', 'heroesMessage'), {
              limitCode: <code>limit: 5000</code>,
              limitMessage: <em>limit must be an integer from 1 to 1000</em>,
              heroesCode: <code>&quot;collection&quot;: &quot;heroes&quot;</code>,
              heroesMessage: <em>unknown collection &quot;heroes&quot;</em>,
            })}
          </p>
        </ApiExample>
      </section>

      <div className="row g-4">
        <section className="col-lg-6" aria-labelledby="api-limits">
          <h2 id="api-limits" className="h4">
            {t('limits')}
          </h2>
          <RowTable rows={limitRows(t)} />
          <p className="small">{rich(s('rateLimit', 'retry'), { retry: <code>Retry-After</code> })}</p>
        </section>
        <section className="col-lg-6" aria-labelledby="api-errors">
          <h2 id="api-errors" className="h4">
            {t('errorCodes')}
          </h2>
          <RowTable rows={Object.entries(errorStatus)} head={(code) => <code>{code}</code>} />
          <p className="small">
            {rich(s('operators', 'openapi'), { openapi: <a href="/api/openapi.json">{t('openapiDoc')}</a> })}
          </p>
        </section>
      </div>
    </>
  );
}
