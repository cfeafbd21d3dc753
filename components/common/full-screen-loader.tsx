'use client';

import { useEffect, useState } from 'react';
import { LAZY_LOAD_TIMEOUT_MS } from '@/lib/config/constants';
import { Spinner } from './spinner';
import { Icon } from '@/components/common/icon';

export interface FullScreenLoaderProps {
  /** After this long the loader gives up and offers a retry. */
  timeoutMs?: number;
  /** Called by the Retry button; reloads the page by default. */
  onRetry?: () => void;
}

/** Full-screen white overlay with the spinner, shown while a lazily loaded page loads. */
export function FullScreenLoader({ timeoutMs = LAZY_LOAD_TIMEOUT_MS, onRetry }: FullScreenLoaderProps) {
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);

  return (
    <div className="lf-loader" data-testid="full-screen-loader" aria-busy={!timedOut}>
      {timedOut ? (
        <div role="alert" className="text-center px-3">
          <p className="h5 mb-2 text-dark">This page is taking too long to load.</p>
          <p className="mb-3 text-dark">Check your connection and try again.</p>
          <button
            type="button"
            className="btn btn-dark"
            onClick={onRetry ?? (() => window.location.reload())}
          >
            <Icon name="arrow-clockwise" className="me-1" />
            Retry
          </button>
        </div>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
