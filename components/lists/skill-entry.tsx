'use client';

import type { Skill } from '@/lib/content';
import { skillListCard } from './skill-card';
import type { RelatedContext } from '@/lib/queries/linked-list';
import { useCardWords } from './card-words';
import type { SkillCardWords } from '@/lib/i18n/words';

/** One entry of the skills list, drawn from its fields (see entryCard in list-routes.tsx), in the list's words. */
export function SkillEntry({
  item,
  context,
}: {
  item: Skill & { _id: string };
  context: Omit<RelatedContext<SkillCardWords>, 'words'>;
}) {
  const words = useCardWords<SkillCardWords>();
  return skillListCard(item, { ...context, words });
}
