import { entityHref } from '@/lib/kinds/registry';
import type { GameMode, TeamSource } from './types';

/** Whether a character's source counts in a mode: skills and traits always, options where recommended. */
export function sourceCounts(source: TeamSource, mode: GameMode): boolean {
  return source.modes === undefined || source.modes.includes(mode);
}

/** Where a member's source is shown: the skill or trait list's anchor, or the owner's skill tree. */
export function sourceHref(owner: string, source: Pick<TeamSource, 'kind' | 'id'>): string {
  if (source.kind === 'option') return `${entityHref('characters', owner)}#skill-tree`;
  return entityHref(source.kind === 'skill' ? 'skills' : 'traits', source.id);
}
