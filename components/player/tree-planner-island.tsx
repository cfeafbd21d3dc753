'use client';

import { lazy, Suspense } from 'react';
import type { GameMode } from '@/components/common/game-modes';
import { useHydrated } from '@/components/common/use-hydrated';
import { PlannerFrame } from './tree-planner-frame';
import type { PlannerLabels } from './tree-planner-labels';

export interface PlannerTree {
  tier: number;
  requiredLevel: number;
  options: { id: string; name: string }[];
}

export interface TreePlannerProps {
  character: { _id: string; name: string };
  tree: PlannerTree[];
  recommendations: { mode: GameMode; picks: { tier: number; option: string }[] }[];
}

export type IslandProps = TreePlannerProps & { labels: PlannerLabels };

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
