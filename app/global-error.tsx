'use client';

import './bootstrap.scss';
import { ErrorPanel } from '@/components/common/error-panel';
import { siteConfig } from '@/lib/config/site';

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <title>{`Error | ${siteConfig.name}`}</title>
        <main className="container py-5">
          <ErrorPanel error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
