// Checks content/ against the schemas and the prose/structure agreement of every interaction unit.
// Usage: tsx scripts/check-interactions.ts [collection ...]   (exit 1 when anything disagrees)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSchemas, type ContentCollection } from '../lib/content/index';
import { checkUnit, interactionUnits, type InteractionUnit } from '../lib/content/interactions';

const root = path.join(process.cwd(), 'content');
const effects = new Set(readdirSync(path.join(root, 'effects')).map((f) => f.replace(/\.json$/, '')));
const wanted = process.argv.slice(2);
let problems = 0;
for (const collection of Object.keys(contentSchemas) as ContentCollection[]) {
  if (wanted.length > 0 && !wanted.includes(collection)) continue;
  for (const file of readdirSync(path.join(root, collection)).sort()) {
    const raw = JSON.parse(readFileSync(path.join(root, collection, file), 'utf8'));
    const out: string[] = [];
    const parsed = contentSchemas[collection].safeParse(raw);
    if (!parsed.success) for (const i of parsed.error.issues) out.push(`schema ${i.path.join('.')}: ${i.message}`);
    const doc = parsed.success ? parsed.data : raw;
    let units: InteractionUnit[] = [];
    try {
      units = interactionUnits(collection, doc);
    } catch (e) {
      out.push(`units: ${(e as Error).message}`);
    }
    for (const unit of units) {
      for (const i of checkUnit(unit)) out.push(`${i.path}: ${i.message}`);
      unit.interactions.forEach((e, n) => {
        if (!effects.has(e.effect)) out.push(`${unit.interactionsPath}.${n}.effect: unknown effect "${e.effect}"`);
      });
    }
    if (out.length > 0) {
      problems += out.length;
      console.log(`content/${collection}/${file}`);
      for (const line of out) console.log(`  ${line}`);
    }
  }
}
console.log(problems === 0 ? 'all agree' : `${problems} problems`);
process.exit(problems === 0 ? 0 : 1);
