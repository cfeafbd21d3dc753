/** The window event the planner sends after saving a plan, so a signed-in player's plans sync. */
export const PLAN_SAVED = 'lf:plan-saved';

/** Tells the plan sync (components/player/plan-sync.tsx) that a plan was saved in this browser. */
export function announcePlanSaved(): void {
  window.dispatchEvent(new Event(PLAN_SAVED));
}
