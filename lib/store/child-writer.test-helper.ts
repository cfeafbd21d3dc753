/**
 * Child process for the durability and locking tests: opens PGlite in argv[2], prints "ready",
 * then (with "write") inserts documents forever, printing "ack <n>" after each one commits.
 */
import { openStore } from './index';

async function main() {
  const [dir, mode] = process.argv.slice(2);
  const store = await openStore({ dataDir: dir });
  process.stdout.write('ready\n');
  if (mode !== 'write') return void setInterval(() => undefined, 1000);
  const start = await store.count('durability');
  for (let n = start; ; n++) {
    await store.insertOne('durability', { _id: `doc-${n}`, n, payload: 'x'.repeat(200) });
    process.stdout.write(`ack ${n}\n`);
  }
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
