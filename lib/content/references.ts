import { ruleViolations } from '@/lib/teams/rules';
import { markerRelations } from './effect-marker';
import { interactionIssues } from './interactions';
import type { ContentCollection, DocOf } from './index';

/** Parsed content documents by collection, as the import pipeline and the tests hold them. */
export type ContentSet = { [C in ContentCollection]?: DocOf<C>[] };

/** One broken reference (or inconsistency between documents), located by field path. */
export interface ReferenceIssue {
  collection: ContentCollection;
  _id: string;
  /** Dotted path inside the document, e.g. `recommendations.0.picks.2.option`. */
  path: string;
  message: string;
}

/** Ids that exist per collection; defaults to the ids of the documents checked. */
export type KnownIds = { [C in ContentCollection]?: ReadonlySet<string> };

/** `[[effect-id]]` or `[[relation:effect-id]]` in a text field links a status effect. */
const ANY_MARKER = /\[\[(?:([^\]:]*):)?([^\]]*)\]\]/g;

/**
 * Every cross-document rule of the content: references resolve (skills, traits, effects,
 * gear, tarots, engravings, events, characters), `[[effect-id]]` markers name real effects, each
 * part's prose and structured interactions agree (lib/content/interactions.ts),
 * recommended tree picks exist in that character's tree, each tier list places every
 * character exactly once, modes name real enemies and characters, and each curated team fits its
 * mode (real members, once each, the squad size and rules).
 *
 * `known` lets a caller count documents that failed their schema as existing, so one broken
 * file is reported once instead of once per document that points at it.
 */
export function checkReferences(content: ContentSet, known: KnownIds = {}): ReferenceIssue[] {
  const issues: ReferenceIssue[] = [];
  const ids = (c: ContentCollection): ReadonlySet<string> =>
    known[c] ?? new Set((content[c] ?? []).map((d) => d._id));

  const effects = ids('effects');
  const skills = ids('skills');
  const traits = ids('traits');
  const gears = ids('gears');
  const tarots = ids('tarots');
  const engravings = ids('engravings');
  const events = ids('events');
  const characters = ids('characters');
  const enemies = ids('enemies');
  const modes = new Map((content.modes ?? []).map((m) => [m._id, m]));
  const characterDocs = new Map((content.characters ?? []).map((c) => [c._id, c]));
  const engravingClasses = new Map((content.engravings ?? []).map((e) => [e._id, e.classes]));

  for (const collection of Object.keys(content) as ContentCollection[]) {
    for (const doc of content[collection] ?? []) {
      const report = (path: string, message: string) => issues.push({ collection, _id: doc._id, path, message });
      const ref = (set: ReadonlySet<string>, what: string, id: string | undefined, path: string) => {
        if (id !== undefined && !set.has(id)) report(path, `unknown ${what} "${id}"`);
      };

      forEachString(doc, '', (text, path) => {
        for (const [, relation, id] of text.matchAll(ANY_MARKER)) {
          if (relation !== undefined && !(markerRelations as readonly string[]).includes(relation))
            report(path, `unknown relation "${relation}" in [[${relation}:${id}]] (expected ${markerRelations.join(', ')})`);
          ref(effects, 'effect', id, path);
        }
      });

      for (const issue of interactionIssues(collection, doc, effects)) report(issue.path, issue.message);

      switch (collection) {
        case 'characters': {
          const character = doc as DocOf<'characters'>;
          character.skills.forEach((s, i) => ref(skills, 'skill', s, `skills.${i}`));
          character.traits.forEach((t, i) => ref(traits, 'trait', t, `traits.${i}`));
          checkTree(character, report);
          character.builds.forEach((b, i) => {
            b.gear.forEach((g, j) => ref(gears, 'gear', g, `builds.${i}.gear.${j}`));
            ref(tarots, 'tarot', b.tarot, `builds.${i}.tarot`);
            b.engravings.forEach((e, j) => {
              const path = `builds.${i}.engravings.${j}`;
              ref(engravings, 'engraving', e, path);
              const allowed = engravingClasses.get(e);
              if (allowed && allowed.length > 0 && !allowed.includes(character.class)) {
                report(path, `engraving "${e}" cannot be socketed by a ${character.class}`);
              }
            });
          });
          break;
        }
        case 'gears': {
          const gear = doc as DocOf<'gears'>;
          gear.sourceEvents?.forEach((e, i) => ref(events, 'event', e, `sourceEvents.${i}`));
          break;
        }
        case 'events': {
          const event = doc as DocOf<'events'>;
          event.featured.forEach((c, i) => ref(characters, 'character', c, `featured.${i}`));
          reportDuplicates(event.shop.map((s) => s.id), (i, id) => report(`shop.${i}.id`, `shop item id "${id}" is used twice`));
          reportDuplicates(event.tasks.map((t) => t.id), (i, id) => report(`tasks.${i}.id`, `task id "${id}" is used twice`));
          break;
        }
        case 'enemies': {
          const enemy = doc as DocOf<'enemies'>;
          enemy.locations.forEach((l, i) => ref(events, 'event', l.event, `locations.${i}.event`));
          break;
        }
        case 'tierlists':
          checkTierlist(doc as DocOf<'tierlists'>, characters, report);
          break;
        case 'modes': {
          const mode = doc as DocOf<'modes'>;
          mode.threats.enemies.forEach((e, i) => ref(enemies, 'enemy', e, `threats.enemies.${i}`));
          mode.threats.characters.forEach((c, i) => ref(characters, 'character', c, `threats.characters.${i}`));
          break;
        }
        case 'teams':
          checkTeam(doc as DocOf<'teams'>, characters, modes, characterDocs, report);
          break;
      }
    }
  }
  return issues;
}

type Report = (path: string, message: string) => void;

/** Tree tiers are unique, and every mode's recommended picks name a tier and option of this tree. */
function checkTree(character: DocOf<'characters'>, report: Report) {
  const tree = new Map<number, Set<string>>();
  character.skillTree.forEach((tier, i) => {
    if (tree.has(tier.tier)) report(`skillTree.${i}.tier`, `tier ${tier.tier} appears twice in the tree`);
    else tree.set(tier.tier, new Set(tier.options.map((o) => o.id)));
    reportDuplicates(tier.options.map((o) => o.id), (j, id) =>
      report(`skillTree.${i}.options.${j}.id`, `option id "${id}" is used twice in tier ${tier.tier}`),
    );
  });
  character.recommendations.forEach((rec, i) => {
    reportDuplicates(rec.picks.map((p) => String(p.tier)), (j, tier) =>
      report(`recommendations.${i}.picks.${j}.tier`, `tier ${tier} is picked twice for ${rec.mode}`),
    );
    rec.picks.forEach((pick, j) => {
      const options = tree.get(pick.tier);
      if (!options) report(`recommendations.${i}.picks.${j}.tier`, `tier ${pick.tier} is not in ${character._id}'s tree`);
      else if (!options.has(pick.option)) {
        report(`recommendations.${i}.picks.${j}.option`, `tier ${pick.tier} has no option "${pick.option}"`);
      }
    });
  });
}

/** Each entry names a character, and every character is placed exactly once. */
function checkTierlist(list: DocOf<'tierlists'>, characters: ReadonlySet<string>, report: Report) {
  const placed = new Set<string>();
  list.tiers.forEach((tier, i) =>
    tier.entries.forEach((entry, j) => {
      const path = `tiers.${i}.entries.${j}.character`;
      if (!characters.has(entry.character)) report(path, `unknown character "${entry.character}"`);
      else if (placed.has(entry.character)) report(path, `character "${entry.character}" is placed more than once`);
      placed.add(entry.character);
    }),
  );
  const missing = [...characters].filter((c) => !placed.has(c)).sort();
  if (missing.length > 0) report('tiers', `characters not placed: ${missing.join(', ')}`);
}

/**
 * Members exist and appear once, the squad has the mode's size, and it keeps the mode's rules
 * (when the modes and characters are at hand: a broken file elsewhere is reported there).
 */
function checkTeam(
  team: DocOf<'teams'>,
  characters: ReadonlySet<string>,
  modes: ReadonlyMap<string, DocOf<'modes'>>,
  characterDocs: ReadonlyMap<string, DocOf<'characters'>>,
  report: Report,
) {
  const ids = team.members.map((m) => m.character);
  ids.forEach((id, i) => {
    if (!characters.has(id)) report(`members.${i}.character`, `unknown character "${id}"`);
  });
  reportDuplicates(ids, (i, id) => report(`members.${i}.character`, `character "${id}" is in the team twice`));
  const mode = modes.get(team.mode);
  if (!mode) return;
  if (ids.length !== mode.squadSize)
    report('members', `a ${mode.name} squad has ${mode.squadSize} members, this team has ${ids.length}`);
  const members = ids.flatMap((id) => characterDocs.get(id) ?? []);
  if (members.length !== ids.length) return;
  for (const broken of ruleViolations(mode.rules, members)) report('members', `breaks the ${mode.name} rules: ${broken}`);
}

function reportDuplicates(values: string[], onDuplicate: (index: number, value: string) => void) {
  const seen = new Set<string>();
  values.forEach((v, i) => {
    if (seen.has(v)) onDuplicate(i, v);
    seen.add(v);
  });
}

/** Calls `visit` for every string inside `value`, with its dotted path. */
function forEachString(value: unknown, path: string, visit: (text: string, path: string) => void) {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((v, i) => forEachString(v, join(path, String(i)), visit));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) forEachString(v, join(path, k), visit);
  }
}

function join(path: string, key: string) {
  return path === '' ? key : `${path}.${key}`;
}
