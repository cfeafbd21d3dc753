import 'server-only';
import { Feed } from 'feed';
import { gameModes } from '@/lib/content';
import { siteConfig } from '@/lib/config/site';
import { aboutText, changesForYou, lineText } from '@/lib/player/changes-for-you';
import { changeItemWords } from '@/lib/i18n/card-words';
import { decodePicks, type Picks } from '@/lib/player/plan';
import { decodeRoster, RosterCodeError } from '@/lib/player/roster-code';
import { cacheScope } from './cache';
import { getChangesData } from './changes';
import { readAll } from './read-stored';
import { collectionTag } from '@/lib/data';

/** How many changes a roster's feed carries: the newest ones. */
const FEED_ENTRIES = 50;

/** A roster code the feed cannot serve; the message names the problem. */
export class RosterFeedError extends Error {
  override name = 'RosterFeedError';
}

/** Every character's skill tree, as plan codes are read against. */
async function getPlanTrees() {
  'use cache';
  cacheScope([collectionTag('characters')]);
  const characters = await readAll('characters', {
    projection: { _id: 1, 'skillTree.tier': 1, 'skillTree.options.id': 1 },
    sort: { _id: 1 },
  });
  return Object.fromEntries(characters.map((c) => [c._id, c.skillTree]));
}

/** The Atom feed of the changes that touch a roster given as a code (`?roster=`), newest first. */
export async function getRosterFeed(code: string | null): Promise<string> {
  if (code === null) throw new RosterFeedError('roster: give the roster code, as /changes.xml?roster=<code>');
  let roster;
  try {
    roster = decodeRoster(code);
  } catch (error) {
    if (error instanceof RosterCodeError) throw new RosterFeedError(`roster: ${error.message}`);
    throw error;
  }
  const [data, trees] = await Promise.all([getChangesData(), getPlanTrees()]);
  const unknown = roster.owned.filter((id) => !data.characters[id]);
  if (unknown.length > 0)
    throw new RosterFeedError(`roster: no character has the id ${unknown.map((id) => `"${id}"`).join(', ')}`);
  const plans: Record<string, Picks> = {};
  for (const [id, planCode] of Object.entries(roster.plans)) {
    const picks = decodePicks(trees[id] ?? [], planCode);
    if (!picks)
      throw new RosterFeedError(`roster: the plan code "${planCode}" does not fit ${id}'s skill tree`);
    plans[id] = picks;
  }
  const items = changesForYou(
    data,
    { owned: roster.owned, plans, teams: {}, modes: gameModes },
    { fromVersion: '0' },
  ).slice(0, FEED_ENTRIES);
  // The feed is English, as its title and the changelog's feed are.
  const words = changeItemWords('en');
  const url = (path: string) => new URL(path, siteConfig.url).toString();
  const self = url(`/changes.xml?roster=${encodeURIComponent(code)}`);
  const feed = new Feed({
    title: `${siteConfig.name}: changes for your roster`,
    description: 'What changed for the characters and skill-tree picks of one roster, patch by patch.',
    id: self,
    link: url('/me/changes'),
    feedLinks: { atom: self },
    updated: new Date(items[0]?.time ?? '2026-01-01T00:00:00Z'),
    copyright: `© ${siteConfig.name}`,
    author: { name: siteConfig.name, link: siteConfig.url },
  });
  for (const item of items) {
    feed.addItem({
      title: `v${item.version}: ${item.name}${item.about ? ` (${aboutText(item.about, words)})` : ''} changed`,
      id: url(`/changelog#${encodeURIComponent(item.id)}`),
      link: url(item.historyHref),
      date: new Date(item.time),
      description: [item.note, `${item.lines.map((l) => lineText(l, words)).join('; ')}.`]
        .filter(Boolean)
        .join(' '),
    });
  }
  return feed.atom1();
}
