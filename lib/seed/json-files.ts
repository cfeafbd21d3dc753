import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One `*.json` file of a folder: its parsed value, or why it could not be read as JSON. */
export type JsonFile = { name: string; file: string } & ({ json: unknown } | { error: string });

/** Reads every `*.json` file in `folder`, in name order; a folder that does not exist holds none. */
export async function readJsonFiles(folder: string): Promise<JsonFile[]> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files: JsonFile[] = [];
  for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
    const file = path.join(folder, name);
    try {
      files.push({ name, file, json: JSON.parse(await readFile(file, 'utf8')) });
    } catch (error) {
      files.push({ name, file, error: `not valid JSON: ${(error as Error).message}` });
    }
  }
  return files;
}
