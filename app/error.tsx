'use client';

import { ErrorPanel } from '@/components/common/error-panel';

export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} retry={retry} />;
}
