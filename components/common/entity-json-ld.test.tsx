import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { CharacterJsonLd } from '@/components/character/character-json-ld';
import { EffectJsonLd } from '@/components/effect/effect-json-ld';
import type { Character, Effect, EffectRelationLists } from '@/lib/content';
import { interactionRelations } from '@/lib/content/interactions';
import type { SiteLocale } from '@/lib/i18n/locales';

let locale: SiteLocale = 'en';
jest.mock('#i18n/use-locale', () => ({ useLocale: () => locale }));

const character = {
  _id: 'garrow-oak',
  name: 'ギャロウ',
  title: '歩む樫',
  rarity: 5,
  class: 'vanguard',
  element: 'earth',
  faction: 'verdant-circle',
  role: 'tank',
  weapon: 'gauntlet',
  releaseDate: '2025-06-12',
  verified: { version: '2.6', date: '2026-11-14' },
} as unknown as Character;

interface Crumb {
  name: string;
}
interface Property {
  name: string;
  value: string | number | boolean;
}
interface Node {
  description?: string;
  url?: string;
  inLanguage?: string;
  itemListElement: Crumb[];
  about: { name: string; description?: string; url?: string; additionalProperty: Property[] };
}

/** The structured data a search engine reads from a character page, by schema.org type. */
function structured(lang: SiteLocale, element: ReactElement = <CharacterJsonLd character={character} />) {
  locale = lang;
  const html = renderToStaticMarkup(element);
  const nodes = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return Object.fromEntries(nodes.map((node) => [node['@type'], node])) as Record<string, Node>;
}

describe('a character page’s structured data', () => {
  it('names its breadcrumb and the character’s properties in the page’s language', () => {
    const { WebPage, BreadcrumbList } = structured('ja') as { WebPage: Node; BreadcrumbList: Node };
    // The crumbs a search result shows under the page's title.
    expect(BreadcrumbList.itemListElement.map((crumb) => crumb.name)).toEqual([
      'ホーム',
      'キャラクター',
      'ギャロウ',
    ]);
    expect(WebPage.inLanguage).toBe('ja');
    const properties = Object.fromEntries(WebPage.about.additionalProperty.map((p) => [p.name, p.value]));
    expect(properties).toMatchObject({ レアリティ: '★5', クラス: '先鋒', 属性: '地', 武器: '籠手' });
    expect(JSON.stringify(WebPage)).not.toMatch(/Vanguard|5-star|Rarity|Earth/);
  });

  it('keeps English words on the English page', () => {
    const { WebPage, BreadcrumbList } = structured('en') as { WebPage: Node; BreadcrumbList: Node };
    expect(BreadcrumbList.itemListElement[1]!.name).toBe('Characters');
    const names = WebPage.about.additionalProperty.map((p) => `${p.name}: ${p.value}`);
    expect(names).toEqual(expect.arrayContaining(['Rarity: 5-star', 'Class: Vanguard', 'Element: Earth']));
  });

  it('says the page’s description and address once, on the page, not again on what it is about', () => {
    const { WebPage } = structured('es') as { WebPage: Node };
    expect(WebPage.description).toEqual(expect.any(String));
    expect(WebPage.url).toMatch(/\/es\/chars\/garrow-oak$/);
    expect(WebPage.about).not.toHaveProperty('description');
    expect(WebPage.about).not.toHaveProperty('url');
    expect(WebPage.about.name).toBe('ギャロウ');
  });

  it('gives an effect’s figures as schema.org values, named in the page’s language', () => {
    const effect = {
      _id: 'barrier',
      name: 'バリア',
      type: 'buff',
      duration: 0,
      maxStacks: 1,
      dispellable: false,
      verified: { version: '2.6', date: '2026-11-14' },
    } as unknown as Effect;
    const relations = Object.fromEntries(
      interactionRelations.map((r) => [r, []]),
    ) as unknown as EffectRelationLists;
    const { WebPage } = structured('ja', <EffectJsonLd effect={effect} relations={relations} />) as {
      WebPage: Node;
    };
    const properties = Object.fromEntries(WebPage.about.additionalProperty.map((p) => [p.name, p.value]));
    expect(properties).toEqual({
      種類: '強化効果',
      持続時間: '解除されるまで',
      最大スタック数: 1,
      解除可能: false,
    });
    expect(JSON.stringify(WebPage)).not.toMatch(/Until removed|Max stacks|Dispellable|"No"/);
  });
});
