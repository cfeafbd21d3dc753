import type { InteractionRelation } from '@/lib/content/interactions';

/** How the answer's heading asks its question: "What removes Burn". */
export const relationQuestions: Record<InteractionRelation, (effect: string) => string> = {
  applies: (e) => `What applies ${e}`,
  removes: (e) => `What removes ${e}`,
  prevents: (e) => `What gives immunity to ${e}`,
  resists: (e) => `What resists ${e}`,
  extends: (e) => `What extends ${e}`,
  spreads: (e) => `What spreads ${e}`,
  benefits: (e) => `What benefits from ${e}`,
};
