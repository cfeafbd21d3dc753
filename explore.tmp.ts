import { sampleTeamsData } from '@/lib/teams/sample';
import { suggestTeams, teamSynergy } from '@/lib/teams';
const base = JSON.stringify(sampleTeamsData());
for (const mode of ['story','arena','boss'] as const) {
  const times: number[] = []; let rep = 0;
  for (let r = 0; r < 8; r++) {
    const d = JSON.parse(base); const pool = d.characters.map((c: any) => ({ character: c.id, level: 60, rank: 5 }));
    const t = performance.now(); const s = suggestTeams(d, mode, pool, { limit: 5 }); times.push(performance.now() - t);
    const t2 = performance.now(); for (const x of s) teamSynergy(d, mode, x.members); rep = performance.now() - t2;
  }
  console.log(mode, times.map(x => x.toFixed(0)).join(' '), 'reports', rep.toFixed(1));
}
