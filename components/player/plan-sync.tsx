'use client';

import { useAuth } from '@/components/auth/auth-provider';
import { callData } from '@/lib/data/browser';
import { loadPlans, savePlan } from '@/lib/player/local-store';
import { PLAN_SAVED } from '@/lib/player/plan-events';
import { planSyncSteps } from '@/lib/player/plan-sync';
import { useBackgroundSync } from './use-background-sync';

/** The most plans one player can keep: one per character, far fewer characters than this. */
const PLAN_LIMIT = 500;

/**
 * Keeps a signed-in player's skill-tree plans in step with their `plans` documents (owner-only,
 * through the data protocol): on sign-in, after the planner saves, when the tab regains focus and
 * when the browser is back online. Renders nothing. The rule is planSyncSteps': per character,
 * the side that changed last wins, and a plan only one side has is copied to the other.
 */
export function PlanSync() {
  const { user, getIdToken } = useAuth();
  const uid = user?.uid;

  useBackgroundSync(uid, async () => {
    const token = await getIdToken();
    if (!token) return;
    const [local, { documents }] = await Promise.all([
      loadPlans(),
      callData(
        'find',
        {
          collection: 'plans',
          filter: {},
          projection: { character: 1, picks: 1, createdAt: 1, updatedAt: 1 },
          limit: PLAN_LIMIT,
        },
        token,
      ),
    ]);
    // A plan only ever inserted has no updatedAt: it was last changed when it was created.
    const server = documents.map(({ createdAt, updatedAt, ...plan }) => ({
      ...plan,
      updatedAt: updatedAt ?? createdAt ?? '',
    }));
    for (const step of planSyncSteps(local, server)) {
      if (step.kind === 'pull') await savePlan(step.character, step.picks, step.updatedAt);
      else if (step.docId)
        await callData(
          'updateOne',
          { collection: 'plans', filter: { _id: step.docId }, update: { $set: { picks: step.picks } } },
          token,
        );
      else
        await callData(
          'insertOne',
          { collection: 'plans', document: { character: step.character, picks: step.picks } },
          token,
        );
    }
  }, [PLAN_SAVED]);

  return null;
}
