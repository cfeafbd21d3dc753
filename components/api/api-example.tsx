import { siteConfig } from '@/lib/config/site';

export interface ApiExampleProps {
  title: string;
  action: 'find' | 'findOne';
  body: Record<string, unknown>;
  /** What the server answers (shortened), shown under the request. */
  answer: string;
  children?: React.ReactNode;
  /** The block captions in the page's language (the code stays as it is). */
  words: { fetchAnyOrigin: string; answer: string };
}

const indent = (json: string, by: string) => json.replace(/\n/g, `\n${by}`);

/**
 * One request shown as curl and as browser fetch, with the answer it gets. The code blocks are
 * focusable so that a line wider than the block can be scrolled from the keyboard.
 */
export function ApiExample({ title, action, body, answer, children, words }: ApiExampleProps) {
  const url = `${siteConfig.url}/api/data/${action}`;
  const json = JSON.stringify(body, null, 2);
  const curl = `curl -s ${url} \\\n  -H 'content-type: application/json' \\\n  -d '${indent(json, '  ')}'`;
  const fetchCode =
    `const response = await fetch('${url}', {\n` +
    `  method: 'POST',\n` +
    `  headers: { 'content-type': 'application/json' },\n` +
    `  body: JSON.stringify(${indent(json, '  ')}),\n` +
    `});\n` +
    `const data = await response.json(); // on an error: data.error.code, data.error.message`;
  return (
    <section className="mb-4">
      <h3 className="h6">{title}</h3>
      {children}
      <div className="row g-2">
        <div className="col-lg-6">
          <p className="small text-body-secondary mb-1">curl</p>
          <pre className="bg-body-tertiary border rounded p-2 small mb-0" tabIndex={0}>
            <code>{curl}</code>
          </pre>
        </div>
        <div className="col-lg-6">
          <p className="small text-body-secondary mb-1">{words.fetchAnyOrigin}</p>
          <pre className="bg-body-tertiary border rounded p-2 small mb-0" tabIndex={0}>
            <code>{fetchCode}</code>
          </pre>
        </div>
      </div>
      <p className="small text-body-secondary mb-1 mt-2">{words.answer}</p>
      <pre className="bg-body-tertiary border rounded p-2 small" tabIndex={0}>
        <code>{answer}</code>
      </pre>
    </section>
  );
}
