'use client';

import type { Skill } from '@/lib/content';
import { skillListCard } from './skill-card';
import type { RelatedContext } from '@/lib/queries/linked-list';

/** One entry of the skills list, drawn from its fields (see entryCard in list-routes.tsx). */
export function SkillEntry({ item, context }: { item: Skill & { _id: string }; context: RelatedContext }) {
  return skillListCard(item, context);
}
