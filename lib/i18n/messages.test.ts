import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { siteConfig } from '@/lib/config/site';
import { kindNames, menuGroups } from '@/lib/kinds/registry';
import { siteLocales } from './locales';
import { markerRelations } from '@/lib/content/effect-marker';
import { roles } from '@/lib/content/characters';
import { clockStatuses } from '@/lib/queries/clock';
import { termGroups } from './terms';
import { catalogs, getMessages, getT, type Namespace } from './messages';

type Catalog = Record<string, Record<string, string>>;
const english = catalogs.en as Catalog;
const namespaces = Object.keys(english) as Namespace[];

/**
 * Keys the code reaches through data rather than by name: a kind's label, blurb and list wording by the kind, a
 * dropdown's by its group, a footer link's by its `key`, a list filter's and sort's by its name (the
 * typecheck holds the lists' declarations to the English catalog), a relation's by the relation.
 * Every one of them must be in the catalog.
 */
const dataKeys: Partial<Record<Namespace, readonly string[]>> = {
  kinds: kindNames,
  blurbs: kindNames,
  listCounts: kindNames,
  listNoMatch: kindNames,
  listLeads: kindNames,
  listDescriptions: kindNames,
  listNouns: kindNames,
  listSearch: Object.keys(catalogs.en.listSearch),
  listFilters: Object.keys(catalogs.en.listFilters),
  listSorts: Object.keys(catalogs.en.listSorts),
  clockStatuses,
  relations: markerRelations,
  squadRoles: roles,
  menuGroups: Object.keys(menuGroups),
  footer: siteConfig.footerLinks.map((link) => link.key),
  ...termGroups,
};

/** Every argument a message takes, by name, with its kind (plain, number, plural …). */
function argumentsOf(message: string, locale: string): string[] {
  const found = new Set<string>();
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      if (element.type >= 1 && element.type <= 6 && 'value' in element)
        found.add(`${element.value}:${element.type}`);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...found].sort();
}

/** The site's source files (no tests, no catalogs), with their text. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [{ file: full, text: readFileSync(full, 'utf8') }];
  });
}

describe('message catalogs', () => {
  const root = process.cwd();
  const code = ['app', 'components', 'lib'].flatMap((dir) => sources(path.join(root, dir)));

  it.each(siteLocales.filter((l) => l !== 'en'))('%s has exactly the English keys', (locale) => {
    const catalog = catalogs[locale] as Catalog;
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    for (const ns of namespaces)
      expect([ns, Object.keys(catalog[ns]!).sort()]).toEqual([ns, Object.keys(english[ns]!).sort()]);
  });

  it.each(siteLocales)(
    '%s: every message parses as ICU and takes the same arguments as the English one',
    (locale) => {
      const catalog = catalogs[locale] as Catalog;
      for (const ns of namespaces) {
        for (const [key, source] of Object.entries(english[ns]!)) {
          const message = catalog[ns]?.[key] ?? '';
          expect([`${ns}.${key}`, argumentsOf(message, locale)]).toEqual([
            `${ns}.${key}`,
            argumentsOf(source, 'en'),
          ]);
        }
      }
    },
  );

  it('has every key the code reaches through data', () => {
    for (const [ns, keys] of Object.entries(dataKeys)) {
      for (const key of keys)
        expect(`${ns}.${key}`).toBe(english[ns]?.[key] === undefined ? 'missing' : `${ns}.${key}`);
    }
  });

  it('holds no key that the code never uses', () => {
    const unused: string[] = [];
    for (const ns of namespaces) {
      // A namespace's keys are named in the files that open it, as t('key') or labels.key.
      const opener = new RegExp(`get(?:T|Messages)\\((?:[^()]|\\(\\))*'${ns}'\\)`);
      const users = code.filter((source) => opener.test(source.text));
      for (const key of Object.keys(english[ns]!)) {
        if (dataKeys[ns]?.includes(key)) continue;
        const named = new RegExp(`'${key}'|\\.${key}\\b`);
        // A client component's labels are read where they are used, which may be a module the opener passes them to.
        const read =
          users.some((s) => named.test(s.text)) ||
          code.some((s) => new RegExp(`labels\\.${key}\\b|units\\.${key}\\b`).test(s.text));
        if (!read) unused.push(`${ns}.${key}`);
      }
    }
    expect(unused).toEqual([]);
  });
});

describe('translators', () => {
  it('format ICU messages in each locale', () => {
    expect(getT('en', 'pagination')('pageOf', { page: 2, count: 5 })).toBe('Page 2 of 5');
    expect(getT('ja', 'pagination')('pageOf', { page: 2, count: 5 })).toBe('5ページ中2ページ目');
    expect(getT('es', 'pagination')('pageOf', { page: 2, count: 5 })).toBe('Página 2 de 5');
    expect(getT('es', 'footer')('copyright', { year: '2026', site: 'Codex', game: 'Lanternfall' })).toBe(
      '© 2026 Codex. Hecho por fans; sin relación con los creadores de Lanternfall.',
    );
  });

  it("give a client component its namespace's words in the page's language", () => {
    expect(getMessages('ja', 'theme').darkMode).toBe('ダークモード');
    expect(getMessages('es', 'countdown').endsIn).toBe('Termina en');
    expect(getMessages('en', 'countdown')).toEqual(catalogs.en.countdown);
  });
});
