import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { GET as iconSprite } from '@/app/icons.svg/route';
import { GET as portraitImage } from '@/app/portraits/[element]/[cls]/[name]/route';
import { iconNames } from '@/lib/config/icon-names';

describe('/icons.svg', () => {
  it('holds one drawn symbol for every icon the site names, and nothing else', async () => {
    const response = await iconSprite();
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const sprite = await response.text();
    const ids = [...sprite.matchAll(/<symbol id="([a-z0-9-]+)" viewBox="0 0 16 16">([\s\S]*?)<\/symbol>/g)];
    expect(ids.map((m) => m[1])).toEqual([...iconNames]);
    for (const [, id, body] of ids)
      expect({ id, drawn: /<path [^>]*d="[Mm]/.test(body!) }).toEqual({ id, drawn: true });
    // The sprite holds only the listed icons, so it stays far smaller than the icon font it replaces.
    expect(sprite.length).toBeLessThan(40_000);
  });

  it('is the only way the site draws icons: no icon-font class is left in the markup', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
      });
    const offenders = ['app', 'components', 'lib']
      .flatMap((dir) => files(path.join(process.cwd(), dir)))
      .filter((file) => /className=\{?["'`]bi /.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('/portraits/<element>/<class>/<name>.svg', () => {
  const get = (element: string, cls: string, name: string) =>
    portraitImage(new Request('http://localhost/'), { params: Promise.resolve({ element, cls, name }) });

  it('draws the portrait as a cacheable SVG image', async () => {
    const response = await get('flame', 'vanguard', 'Aurelia Vance.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>AV</text>');
  });

  it('answers 404 naming what is wrong for an unknown element, class or suffix', async () => {
    for (const [args, message] of [
      [['plasma', 'vanguard', 'A.svg'], 'Unknown element "plasma".'],
      [['flame', 'bard', 'A.svg'], 'Unknown class "bard".'],
      [['flame', 'vanguard', 'A.png'], 'A portrait URL ends in .svg.'],
      [['flame', 'vanguard', '%E0%A4%A.svg'], 'The portrait name is not a valid URL escape.'],
    ] as const) {
      const response = await get(args[0], args[1], args[2]);
      expect({ status: response.status, text: await response.text() }).toEqual({
        status: 404,
        text: message,
      });
    }
  });
});
