import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** Checks the browser is there and makes the screenshot folder before any test runs. */
export default function globalSetup() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(
      `Chromium not found at ${chromium}: run \`apt-get install -y chromium\` or set CHROMIUM_PATH.`,
    );
  }
  mkdirSync(path.join(__dirname, 'screenshots'), { recursive: true });
}
