import { useLocale } from '#i18n/use-locale';
import { plannerLabels } from './tree-planner-labels';
import { TreePlannerIsland } from './tree-planner-island';
import type { TreePlannerProps } from './tree-planner-panel';

export type { PlannerTree, TreePlannerProps } from './tree-planner-panel';

/**
 * The skill-tree planner in the page's language: its words are made here, on the server, and the
 * planner itself is a client island (tree-planner-island.tsx).
 */
export function TreePlanner(props: TreePlannerProps) {
  return <TreePlannerIsland {...props} labels={plannerLabels(useLocale())} />;
}
