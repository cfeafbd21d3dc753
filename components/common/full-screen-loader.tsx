'use client';

import { useEffect, useState } from 'react';
import { LAZY_LOAD_TIMEOUT_MS } from '@/lib/config/constants';
import { Spinner } from './spinner';
import { Icon } from '@/components/common/icon';

/** The loader's words in the page's language, from the layout (the catalogs' loader). */
export interface LoaderLabels {
  loading: string;
  tooLong: string;
  checkConnection: string;
  retry: string;
}

export interface FullScreenLoaderProps {
  labels: LoaderLabels;
  /** After this long the loader gives up and offers a retry. */
  timeoutMs?: number;
  /** Called by the Retry button; reloads the page by default. */
  onRetry?: () => void;
}

/** Full-screen white overlay with the spinner, shown while a lazily loaded page loads. */
export function FullScreenLoader({
  labels,
  timeoutMs = LAZY_LOAD_TIMEOUT_MS,
  onRetry,
}: FullScreenLoaderProps) {
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);

  return (
    <div className="lf-loader" data-testid="full-screen-loader" aria-busy={!timedOut}>
      {timedOut ? (
        <div role="alert" className="text-center px-3">
          <p className="h5 mb-2 text-dark">{labels.tooLong}</p>
          <p className="mb-3 text-dark">{labels.checkConnection}</p>
          <button
            type="button"
            className="btn btn-dark"
            onClick={onRetry ?? (() => window.location.reload())}
          >
            <Icon name="arrow-clockwise" className="me-1" />
            {labels.retry}
          </button>
        </div>
      ) : (
        <Spinner label={labels.loading} />
      )}
    </div>
  );
}
