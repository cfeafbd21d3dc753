// @ts-check
/**
 * V8's explicit compile hint on the site's JavaScript (issue #10: total blocking time).
 *
 * V8 compiles a script's functions lazily: a background thread only pre-parses them as the
 * script streams in, and each is compiled on the main thread the first time it is called. When a
 * page hydrates, nearly every function of React, Next and the page's islands is called at once,
 * so that compiling lands in one long task on the main thread: measured with Chromium's profiler
 * at Lighthouse's 4x CPU slowdown, about 290 ms of a 560 ms task on /offline was Turbopack's
 * module loader (the first call of each module's factory), for a page with almost nothing on it.
 *
 * A script that starts with the comment `//# allFunctionsCalledOnLoad` asks V8 to compile all of
 * its functions eagerly, on the streaming thread while the script downloads (Chrome 136 and later;
 * other engines read a comment). Every chunk in static/chunks is code a page runs as it loads
 * (the framework, the shell and each route's islands; a chunk loaded on demand is loaded because
 * it is about to run), so the build marks them all. Side by side on one build, Lighthouse mobile
 * on /offline: total blocking time 453-527 ms unmarked, 83-188 ms marked.
 *
 * The hint goes in after `next build` and before the service worker's manifest is written
 * (scripts/build.ts). Chunk names stay: they name the chunk's content hash, and the hint is the
 * same for every build, so a name still stands for exactly one text.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the compile hint at the top of every JavaScript chunk in `<distDir>/static/chunks`
 * (recursively), once: a chunk that already starts with it is left alone.
 * @param {string} distDir
 * @returns {Promise<{ marked: number, skipped: number }>}
 */
export async function addCompileHints(distDir) {
  const root = path.join(distDir, 'static', 'chunks');
  let marked = 0;
  let skipped = 0;
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await fs.readFile(file, 'utf8');
    if (text.startsWith(COMPILE_HINT)) {
      skipped++;
      continue;
    }
    // Written beside and renamed over, so a server reading the chunk never sees half of it.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, COMPILE_HINT + text);
    await fs.rename(temporary, file);
    marked++;
  }
  return { marked, skipped };
}
