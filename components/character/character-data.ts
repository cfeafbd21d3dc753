import 'server-only';
import { cache } from 'react';
import {
  markedEffects,
  type Character,
  type Effect,
  type Engraving,
  type Gear,
  type Skill,
  type Tarot,
  type Tierlist,
  type Trait,
} from '@/lib/content';
import { find, findOne } from '@/lib/data';

/** One character by id, shared by the page, its metadata and its share image within a request. */
export const getCharacter = cache((id: string) => findOne('characters', { _id: id }));

function byId<T extends { _id: string }>(docs: T[], ids: readonly string[]): T[] {
  const map = new Map(docs.map((d) => [d._id, d]));
  return ids.flatMap((id) => map.get(id) ?? []);
}

const unique = (ids: string[]) => [...new Set(ids)];

export interface CharacterDetails {
  skills: Skill[];
  traits: Trait[];
  gears: Map<string, Gear>;
  tarots: Map<string, Tarot>;
  engravings: Map<string, Engraving>;
  tierlists: Tierlist[];
  /** Effect id → name, for every effect the page mentions. */
  effectNames: Record<string, string>;
  effects: Map<string, Effect>;
}

/** Everything a character page links to: skills, traits, build pieces, tier lists and effects. */
export async function loadCharacterDetails(character: Character): Promise<CharacterDetails> {
  const gearIds = unique(character.builds.flatMap((b) => b.gear));
  const tarotIds = unique(character.builds.map((b) => b.tarot));
  const engravingIds = unique(character.builds.flatMap((b) => b.engravings));
  const [skills, traits, gears, tarots, engravings, tierlists] = await Promise.all([
    find('skills', { filter: { _id: { $in: character.skills } } }),
    find('traits', { filter: { _id: { $in: character.traits } } }),
    find('gears', { filter: { _id: { $in: gearIds } } }),
    find('tarots', { filter: { _id: { $in: tarotIds } } }),
    find('engravings', { filter: { _id: { $in: engravingIds } } }),
    find('tierlists', { sort: { mode: 1 } }),
  ]);

  const effectIds = unique([
    ...skills.flatMap((s) => s.effects.map((e) => e.effect)),
    ...markedEffects([
      ...skills.map((s) => s.description),
      ...traits.map((t) => t.description),
      ...character.skillTree.flatMap((t) => t.options.map((o) => o.description)),
      character.profile,
    ]),
  ]);
  const effects = effectIds.length > 0 ? await find('effects', { filter: { _id: { $in: effectIds } } }) : [];

  return {
    skills: byId(skills, character.skills),
    traits: byId(traits, character.traits),
    gears: new Map(gears.map((g) => [g._id, g])),
    tarots: new Map(tarots.map((t) => [t._id, t])),
    engravings: new Map(engravings.map((e) => [e._id, e])),
    tierlists,
    effectNames: Object.fromEntries(effects.map((e) => [e._id, e.name])),
    effects: new Map(effects.map((e) => [e._id, e])),
  };
}
