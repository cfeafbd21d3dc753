// Writes lib/og/fonts/NotoSansJP-og.otf: the glyphs of Noto Sans CJK JP Regular that Japanese share
// images draw (lib/og/font-texts.ts) and ASCII, from the system's Noto CJK collection
// (Debian: apt-get install fonts-noto-cjk). The whole face is 16 MB; the subset is what ships.
// Usage: npm run og:font [path/to/NotoSansCJK-Regular.ttc]   Run again after a Japanese name changes.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';
import { ogJapaneseTexts } from '../lib/og/font-texts';
import { ogJapaneseFontFile } from '../lib/og/fonts';

const FACE = 'NotoSansCJKjp-Regular';

/** The system's Noto Sans CJK Regular collection, as fontconfig knows it. */
function systemCollection(): string {
  const found = execFileSync('fc-list', [':family=Noto Sans CJK JP:style=Regular', 'file'], {
    encoding: 'utf8',
  })
    .split('\n')
    .map((line) => line.replace(/:\s*$/, '').trim())
    .find((file) => file.endsWith('.ttc') || file.endsWith('.otf'));
  if (!found) throw new Error('Noto Sans CJK JP is not installed: apt-get install fonts-noto-cjk');
  return found;
}

/**
 * One face of a TrueType/OpenType collection as a font file of its own. harfbuzz (under subset-font)
 * reads only single fonts, so the JP face's table directory is written out with its tables after it.
 */
function faceOfCollection(collection: Buffer, postscriptName: string): Buffer {
  if (collection.toString('latin1', 0, 4) !== 'ttcf') return collection;
  const count = collection.readUInt32BE(8);
  const names = fontkit.create(collection);
  const index =
    'fonts' in names ? names.fonts.findIndex((font) => font.postscriptName === postscriptName) : -1;
  if (index < 0 || index >= count) throw new Error(`${postscriptName} is not in the collection`);
  const start = collection.readUInt32BE(12 + 4 * index);
  const numTables = collection.readUInt16BE(start + 4);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const record = start + 12 + 16 * i;
    return {
      record,
      offset: collection.readUInt32BE(record + 8),
      length: collection.readUInt32BE(record + 12),
    };
  });
  const header = 12 + 16 * numTables;
  const parts: Buffer[] = [Buffer.from(collection.subarray(start, start + header))];
  let at = header;
  tables.forEach((table, i) => {
    parts[0]!.writeUInt32BE(at, 12 + 16 * i + 8);
    const padded = Buffer.alloc(Math.ceil(table.length / 4) * 4);
    collection.copy(padded, 0, table.offset, table.offset + table.length);
    parts.push(padded);
    at += padded.length;
  });
  return Buffer.concat(parts);
}

async function main() {
  const source = process.argv[2] ?? systemCollection();
  const face = faceOfCollection(readFileSync(source), FACE);
  const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
  const texts = ogJapaneseTexts();
  const chars = [...new Set([...ascii, ...texts.map((t) => t.text).join('')])].sort().join('');
  // Share images are set horizontally with no OpenType features (satori shapes nothing), so the
  // layout tables' alternates (vertical, traditional, proportional forms) would only add weight.
  const subset = await subsetFont(face, chars, {
    targetFormat: 'sfnt',
    keepFeatures: [],
    noLayoutClosure: true,
    noHinting: true,
    dropTables: ['GSUB', 'GPOS', 'VORG', 'vhea', 'vmtx'],
  });
  const out = path.join(process.cwd(), ogJapaneseFontFile);
  writeFileSync(out, subset);
  const font = fontkit.create(subset);
  const glyphs = 'numGlyphs' in font ? font.numGlyphs : 0;
  console.log(
    `${ogJapaneseFontFile}: ${chars.length} characters from ${texts.length} texts, ${glyphs} glyphs, ${subset.length} bytes (from ${source})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
