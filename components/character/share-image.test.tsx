import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Draws a Japanese card in a child process: next/og is an ES module that loads wasm, which jest's
 * module system cannot import. The child fails every download (next/og loads its wasm from data:
 * URLs), so a glyph missing from the fonts, which next/og would fetch from Google Fonts, shows as a
 * download it reports.
 */
function drawJapaneseCard(): { png: Buffer; fetched: string[] } {
  const script = `
    import { shareImage } from '@/components/character/share-image';
    const fetched: string[] = [];
    const fetchData = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (!/^https?:/.test(String(input))) return fetchData(input, init);
      fetched.push(String(input));
      throw new Error('offline');
    };
    (async () => {
      const response = await shareImage({
        eyebrow: '★5 炎 先鋒',
        title: 'アシュビー',
        subtitle: '微笑む負債 · 灰の宮廷',
        accent: '#c0392b',
        facts: [['HP', '12,480'], ['攻撃力', '1,920']],
      }, 'ja');
      const png = Buffer.from(await response.arrayBuffer()).toString('base64');
      process.stdout.write(JSON.stringify({ png, fetched }));
    })();
  `;
  const tsx = join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
  const out = execFileSync(process.execPath, [tsx, '--conditions=react-server', '-e', script], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const { png, fetched } = JSON.parse(out) as { png: string; fetched: string[] };
  return { png: Buffer.from(png, 'base64'), fetched };
}

describe('shareImage in Japanese', () => {
  const { png, fetched } = drawJapaneseCard();

  it('is a 1200×630 PNG with something drawn on it', () => {
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
      width: 1200,
      height: 630,
    });
    expect(png.byteLength).toBeGreaterThan(20_000);
  });

  it('takes every glyph from its own fonts, downloading none', () => {
    expect(fetched).toEqual([]);
  });
});
