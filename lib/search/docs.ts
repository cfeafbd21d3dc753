import type {
  Character,
  Effect,
  Enemy,
  Engraving,
  GameEvent,
  Gear,
  Skill,
  Tarot,
  Team,
  Trait,
} from '@/lib/content';
import type { SearchDoc } from './types';

type Base = { _id: string; name: string; aliases?: string[] | undefined };

/** The fields of each searched collection that the index reads (the store query's projection). */
export interface SearchSources {
  characters: (Base &
    Pick<Character, 'title' | 'class' | 'faction' | 'element' | 'role' | 'weapon' | 'rarity'>)[];
  skills: (Base & Pick<Skill, 'kind' | 'area'>)[];
  traits: (Base & Pick<Trait, 'category'>)[];
  effects: (Base & Pick<Effect, 'type'>)[];
  gears: (Base & Pick<Gear, 'slot' | 'rarity' | 'set'> & { passive: { name: string } })[];
  tarots: (Base & Pick<Tarot, 'numeral'> & { upright: { name: string }; reversed: { name: string } })[];
  engravings: (Base & Pick<Engraving, 'category'>)[];
  events: (Base & Pick<GameEvent, 'type' | 'start'>)[];
  enemies: (Base & Pick<Enemy, 'type' | 'element' | 'boss' | 'level'>)[];
  teams: (Base & Pick<Team, 'mode'>)[];
}

const words = (...parts: (string | number | undefined | false)[]) =>
  parts.filter((p) => p !== undefined && p !== false && p !== '').join(' ');
const label = (value: string) => value.replace(/-/g, ' ');

/**
 * The search index's documents: each entity's name, aliases, the words that also find it (a
 * character's title, class, faction, element, role and weapon; a gear's slot and set…) and the
 * line shown under it. Facets are keywords, so "tank" or "flame" finds every character of it.
 */
export function searchDocs(s: SearchSources): SearchDoc[] {
  const doc = (kind: SearchDoc['kind'], d: Base, detail: string, keywords: string): SearchDoc => ({
    kind,
    id: d._id,
    name: d.name,
    aliases: d.aliases ?? [],
    keywords,
    detail,
  });
  return [
    ...s.characters.map((c) =>
      doc(
        'characters',
        c,
        `${c.title} · ${c.rarity}★ ${c.element} ${c.class}`,
        words(c.title, c.class, label(c.faction), c.element, c.role, c.weapon),
      ),
    ),
    ...s.skills.map((x) => doc('skills', x, `${x.kind} skill · ${label(x.area)}`, words(x.kind))),
    ...s.traits.map((t) => doc('traits', t, `${t.category} trait`, words(t.category))),
    ...s.effects.map((e) => doc('effects', e, e.type, words(e.type))),
    ...s.gears.map((g) =>
      doc(
        'gears',
        g,
        words(g.rarity, g.slot, g.set && `· ${g.set} set`),
        words(g.slot, g.rarity, g.set, g.passive.name),
      ),
    ),
    ...s.tarots.map((t) =>
      doc('tarots', t, `Major Arcana ${t.numeral}`, words(t.numeral, t.upright.name, t.reversed.name)),
    ),
    ...s.engravings.map((e) => doc('engravings', e, `${e.category} engraving`, words(e.category))),
    ...s.events.map((e) =>
      doc('events', e, `${label(e.type)} · ${e.start.slice(0, 10)}`, words(label(e.type))),
    ),
    ...s.enemies.map((e) =>
      doc(
        'enemies',
        e,
        words(e.boss && 'boss ·', `level ${e.level}`, e.element, e.type),
        words(e.type, e.element, e.boss && 'boss'),
      ),
    ),
    ...s.teams.map((t) => doc('teams', t, `${t.mode} team`, words(t.mode, 'team', 'squad'))),
  ];
}
