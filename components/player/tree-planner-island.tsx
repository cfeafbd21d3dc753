'use client';

import { lazy, Suspense } from 'react';
import { useHydrated } from '@/components/common/use-hydrated';
import { PlannerFrame } from './tree-planner-frame';
import type { IslandProps } from './tree-planner-panel';

// The planner's controls and share link are the player's own and sit below the fold: their code
// loads once the page is interactive, out of its first load.
const TreePlannerPanel = lazy(() => import('./tree-planner-panel'));

/**
 * The skill-tree planner's client island: its frame in the server's HTML and while the page
 * hydrates, the planner (tree-planner-panel.tsx) from then on.
 */
export function TreePlannerIsland(props: IslandProps) {
  const hydrated = useHydrated();
  const frame = <PlannerFrame label={props.labels.loading} />;
  if (!hydrated) return frame;
  return (
    <Suspense fallback={frame}>
      <TreePlannerPanel {...props} />
    </Suspense>
  );
}
