'use client';

import './bootstrap.scss';
import { ErrorPanel } from '@/components/common/error-panel';
import { SITE_NAME } from '@/lib/config/constants';

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <title>{`Error | ${SITE_NAME}`}</title>
        <main className="container py-5">
          <ErrorPanel error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
