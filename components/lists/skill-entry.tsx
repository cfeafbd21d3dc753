'use client';

import type { Skill } from '@/lib/content';
import type { HoldersContext } from '@/lib/queries/skills';
import { skillListCard } from './skill-card';

/** One entry of the skills list, drawn from its fields (see entryCard in list-routes.tsx). */
export function SkillEntry({ item, context }: { item: Skill & { _id: string }; context: HoldersContext }) {
  return skillListCard(item, context);
}
