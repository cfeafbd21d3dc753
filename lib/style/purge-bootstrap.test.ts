import path from 'node:path';
import postcss from 'postcss';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is CommonJS, as PostCSS loads it
const purgeBootstrap = require('./purge-bootstrap.cjs') as (() => postcss.Plugin) & {
  extract: (content: string) => string[];
};

const root = path.join(__dirname, '..', '..');
const css = `
.btn-primary{color:blue}
.btn-outline-danger{color:red}
.btn-sm{padding:0}
.alert-success{color:green}
.alert-dismissible{padding-right:3rem}
.alert-light{color:gray}
.display-1{font-size:5rem}
.stretched-link::after{content:""}
.lf-never-written-anywhere{color:green}
`;

const run = (file: string) => postcss([purgeBootstrap()]).process(css, { from: path.join(root, file) });

describe('the Bootstrap purge (postcss.config.js)', () => {
  test('keeps what the sources name and what react-bootstrap composes from props, drops the rest', async () => {
    const out = (await run('app/bootstrap.scss.css')).css;
    // Written out in the sources (page-link, section cards).
    expect(out).toContain('.stretched-link');
    // Composed by react-bootstrap: <Button variant="outline-danger">, <Button variant="primary">.
    expect(out).toContain('.btn-outline-danger');
    expect(out).toContain('.btn-primary');
    // <Button size="sm">, <Alert variant="success" dismissible>.
    expect(out).toContain('.btn-sm');
    expect(out).toContain('.alert-success');
    expect(out).toContain('.alert-dismissible');
    // No source writes alert-light or gives any component variant="light".
    expect(out).not.toContain('.alert-light');
    // Named nowhere.
    expect(out).not.toContain('.display-1');
    expect(out).not.toContain('.lf-never-written-anywhere');
  });

  test('reads the classes a prop composes from its values, also inside an expression', () => {
    const words = purgeBootstrap.extract(
      `<Button variant={done ? 'success' : "outline-secondary"} onClick={() => go()} size="lg" />` +
        `<Badge bg='warning' /><SignInButton size="sm" />`,
    );
    expect(words).toEqual(
      expect.arrayContaining([
        'btn-success',
        'btn-outline-secondary',
        'btn-lg',
        // A wrapper that hands its size to a Button.
        'btn-sm',
        'text-bg-warning',
      ]),
    );
    expect(words).not.toContain('btn-warning');
    expect(words).not.toContain('input-group-lg');
  });

  test('names every source folder as a dependency, so a bundler that keeps transforms recompiles', async () => {
    const result = await run('app/bootstrap.scss.css');
    const dirs = result.messages
      .filter((m) => m.type === 'dir-dependency')
      .map((m) => path.relative(root, m.dir));
    expect(dirs).toEqual(expect.arrayContaining(['app', 'components', 'lib']));
  });

  test("leaves the site's own stylesheets whole", async () => {
    const result = await run('app/globals.css');
    expect(result.css).toBe(css);
    expect(result.messages).toEqual([]);
  });
});
