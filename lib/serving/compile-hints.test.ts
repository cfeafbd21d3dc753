import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs';

describe('addCompileHints', () => {
  let dist: string;
  const chunk = (name: string) => path.join(dist, 'static', 'chunks', name);

  beforeEach(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'lf-hints-'));
    await fs.mkdir(path.join(dist, 'static', 'chunks', 'pages'), { recursive: true });
    await fs.writeFile(chunk('a.js'), '(globalThis.TURBOPACK||[]).push([1,e=>{e.s(["x",0,1])}]);');
    await fs.writeFile(chunk('pages/b.js'), 'console.log("é")');
    await fs.writeFile(chunk('c.css'), '.a{color:red}');
    await fs.writeFile(path.join(dist, 'server.js'), 'module.exports = 1');
  });
  afterEach(() => fs.rm(dist, { recursive: true, force: true }));

  it('puts the hint on the first line of every script in static/chunks, and nothing else changes', async () => {
    expect(await addCompileHints(dist)).toEqual({ marked: 2, skipped: 0 });
    expect(await fs.readFile(chunk('a.js'), 'utf8')).toBe(
      '//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([1,e=>{e.s(["x",0,1])}]);',
    );
    expect(await fs.readFile(chunk('pages/b.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log("é")`);
    expect(await fs.readFile(chunk('c.css'), 'utf8')).toBe('.a{color:red}');
    expect(await fs.readFile(path.join(dist, 'server.js'), 'utf8')).toBe('module.exports = 1');
    expect((await fs.readdir(path.join(dist, 'static', 'chunks'))).sort()).toEqual([
      'a.js',
      'c.css',
      'pages',
    ]);
  });

  it('marks a script once, however often the build step runs', async () => {
    await addCompileHints(dist);
    expect(await addCompileHints(dist)).toEqual({ marked: 0, skipped: 2 });
    const text = await fs.readFile(chunk('a.js'), 'utf8');
    expect(text.split(COMPILE_HINT)).toHaveLength(2);
  });

  it('still runs as a script: the hint is a comment', async () => {
    await addCompileHints(dist);
    const text = await fs.readFile(chunk('pages/b.js'), 'utf8');
    const logged: string[] = [];
    new Function('console', text)({ log: (s: string) => logged.push(s) });
    expect(logged).toEqual(['é']);
  });

  it('names the directory when the build has no chunks', async () => {
    await expect(addCompileHints(path.join(dist, 'missing'))).rejects.toThrow(
      /missing[/\\]static[/\\]chunks/,
    );
  });
});
