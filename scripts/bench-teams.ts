/**
 * `npm run bench:teams`: how long the team builder's "Suggest" takes in a browser, with the goals
 * of issue 34 beside each figure, and how close its beam search comes to the true best.
 *
 *   T1  suggestTeams over the sample game's 42 characters, all owned (the largest pool):
 *       median of BENCH_RUNS per mode, goal ≤ 200 ms
 *   T2  the same over 420 characters (ten variants of each sample character), goal ≤ 1 s
 *   G   optimality gap at 42: the best suggestion's score against exhaustive search, per mode
 *
 * lib/teams is bundled with esbuild (as the builder ships it) into a blank page in headless
 * Chromium (/usr/bin/chromium, or BENCH_CHROMIUM) with the CPU throttled 4× through CDP
 * (Emulation.setCPUThrottlingRate). Each run gets a fresh copy of the data, so it pays for
 * compiling the model as a first click does. A measurement, not a timed test.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { sampleTeamsData } from '@/lib/teams/sample';
import type { GameMode, TeamsData } from '@/lib/teams';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const THROTTLE = 4;
const root = path.join(__dirname, '..');
const modes: GameMode[] = ['story', 'arena', 'boss'];
const elements = ['flame', 'frost', 'storm', 'earth', 'radiant', 'umbral'] as const;

/** Ten variants of each character: another element, and one of its sources left out, so no two are the same. */
function tenfold(data: TeamsData): TeamsData {
  const characters = data.characters.flatMap((c) =>
    Array.from({ length: 10 }, (_, k) =>
      k === 0
        ? c
        : {
            ...c,
            id: `${c.id}-${k}`,
            name: `${c.name} ${k + 1}`,
            element: elements[(elements.indexOf(c.element) + k) % elements.length]!,
            sources: c.sources.length > 2 ? c.sources.filter((_, i) => i !== k % c.sources.length) : c.sources,
          },
    ),
  );
  return { ...data, characters };
}

/** lib/teams as one script defining `LanternfallTeams`, resolving the app's `@/` paths. */
async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'lib/teams/index.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'LanternfallTeams',
    minify: true,
    target: 'es2022',
    plugins: [
      {
        name: 'app-paths',
        setup(b) {
          b.onResolve({ filter: /^@\// }, async (args) =>
            b.resolve(`./${args.path.slice(2)}`, { resolveDir: root, kind: args.kind }),
          );
        },
      },
    ],
  });
  return result.outputFiles[0]!.text;
}

interface PageResult {
  times: Record<string, number[]>;
  gaps: { mode: string; found: number; best: number }[];
}

async function main() {
  const sample = sampleTeamsData();
  const script = await bundle();
  console.log(`bundle: ${(script.length / 1024).toFixed(1)} KB minified`);
  console.log(`teams data: ${(JSON.stringify(sample).length / 1024).toFixed(1)} KB JSON at 42 characters`);
  const browser = await chromium.launch({ executablePath: process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>bench</title>');
    await page.addScriptTag({ content: script });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const result = await page.evaluate(
      ({ sets, modes, runs }) => {
        const T = (window as unknown as { LanternfallTeams: typeof import('@/lib/teams') }).LanternfallTeams;
        const times: Record<string, number[]> = {};
        for (const [size, json] of Object.entries(sets)) {
          for (const mode of modes) {
            const list: number[] = [];
            for (let r = 0; r < runs + 1; r++) {
              const data = JSON.parse(json) as TeamsData;
              const pool = data.characters.map((c) => ({ character: c.id, level: 60, rank: 5 }));
              const start = performance.now();
              T.suggestTeams(data, mode, pool, { limit: 5 });
              // The first run warms the JIT, as the page's own code would have by the first click.
              if (r > 0) list.push(performance.now() - start);
            }
            times[`${size} ${mode}`] = list;
          }
        }
        const data = JSON.parse(sets['42']!) as TeamsData;
        const pool = data.characters.map((c) => ({ character: c.id, level: 60, rank: 5 }));
        const gaps = modes.map((mode) => {
          const [top] = T.suggestTeams(data, mode, pool, { limit: 1 });
          return {
            mode,
            found: T.teamObjective(data, mode, top!.members),
            best: T.bestTeamExhaustive(data, mode, pool)!.objective,
          };
        });
        return { times, gaps } satisfies PageResult;
      },
      { sets: { '42': JSON.stringify(sample), '420': JSON.stringify(tenfold(sample)) }, modes, runs: RUNS },
    );
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
    console.log(`\nsuggestTeams, all characters owned, CPU throttled ${THROTTLE}×, median of ${RUNS}:`);
    for (const size of ['42', '420']) {
      const goal = size === '42' ? 200 : 1000;
      for (const mode of modes) {
        const ms = median(result.times[`${size} ${mode}`]!);
        console.log(
          `  ${size.padStart(3)} characters  ${mode.padEnd(5)}  ${ms.toFixed(0).padStart(5)} ms   goal ≤ ${goal} ms  ${ms <= goal ? 'ok' : 'OVER'}`,
        );
      }
    }
    console.log('\noptimality gap at 42 (best suggestion against exhaustive search):');
    for (const g of result.gaps) {
      const gap = g.best === 0 ? 0 : ((g.best - g.found) / Math.abs(g.best)) * 100;
      console.log(`  ${g.mode.padEnd(5)}  found ${g.found}  true best ${g.best}  gap ${gap.toFixed(1)}%`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
