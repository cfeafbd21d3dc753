import fs from 'node:fs';
import path from 'node:path';
import { elementColors } from './game-style';

/**
 * Element badges and an enemy's resistances take their colour from `.lf-el-<element>` classes in
 * app/globals.css; the share images and portraits from elementColors. They must say the same.
 */
test('each element class in globals.css sets the colour elementColors gives that element', () => {
  const css = fs.readFileSync(path.join(__dirname, '..', '..', 'app', 'globals.css'), 'utf8');
  const declared = Object.fromEntries(
    [...css.matchAll(/\.lf-el-([a-z]+)\s*\{\s*--lf-el:\s*(#[0-9a-f]{6});\s*\}/g)].map((m) => [m[1], m[2]]),
  );
  expect(declared).toEqual(elementColors);
});
