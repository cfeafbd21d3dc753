'use client';

import { withCardWords } from './card-words';
import { skillListCard } from './skill-card';

/** One entry of the skills list, drawn from its fields (see entryCard in list-routes.tsx), in the list's words. */
export const SkillEntry = withCardWords(skillListCard);
