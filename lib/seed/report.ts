import { WRITE_ORDER, type CollectionProgress } from './apply';
import type { SeedPlan } from './plan';
import type { SeedIssue } from './types';

/** One line per issue: `file  _id  path: message`. */
export function formatIssues(issues: SeedIssue[]): string {
  return issues
    .map((i) => `  ${i.file}${i._id ? `  _id=${i._id}` : ''}${i.path ? `  ${i.path}` : ''}: ${i.message}`)
    .join('\n');
}

/** The counts line printed for a collection. */
export function formatCounts(p: CollectionProgress): string {
  const parts = [`${p.added} added`, `${p.changed} changed`, `${p.unchanged} unchanged`];
  if (p.removed > 0) parts.push(`${p.removed} removed from content, still in store`);
  return `${p.collection.padEnd(11)} ${parts.join(', ')}`;
}

/** The line for a document whose file is gone: the import leaves it in the store. */
export function formatRemoved(id: string): string {
  return `  - ${id}: removed from content, still in store`;
}

/** What an import would change, per collection, with the changed fields of each changed document. */
export function formatPlan(plan: SeedPlan): string {
  const lines: string[] = [];
  for (const collection of WRITE_ORDER) {
    const c = plan.collections[collection];
    lines.push(
      formatCounts({
        collection,
        added: c.added.length,
        changed: c.changed.length,
        unchanged: c.unchanged.length,
        removed: c.removed.length,
      }),
    );
    for (const { doc, file } of c.added) lines.push(`  + ${doc._id}  (${file})`);
    for (const { doc, fields } of c.changed) lines.push(`  ~ ${doc._id}: ${fields.join(', ')}`);
    lines.push(...c.removed.map(formatRemoved));
  }
  return lines.join('\n');
}
