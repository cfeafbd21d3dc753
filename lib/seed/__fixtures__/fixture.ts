import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The small, consistent sample dataset (one or two documents per collection). */
export const FIXTURE_CONTENT = path.join(__dirname, 'content');

/** A throwaway copy of the fixture content that a test may edit; `dispose` removes it. */
export function copyFixture(): { dir: string; dispose: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'seed-content-'));
  const dir = path.join(root, 'content');
  cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  return { dir, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

/** Rewrites one JSON file of a content copy through `edit`. */
export function editJson(dir: string, file: string, edit: (doc: Record<string, unknown>) => void): void {
  const full = path.join(dir, file);
  const doc = JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>;
  edit(doc);
  writeFileSync(full, JSON.stringify(doc, null, 2));
}
