'use client';

import { useEffect } from 'react';
import { Icon } from '@/components/common/icon';

export interface ErrorPanelProps {
  error: unknown;
  retry: () => void;
  /**
   * The home page in the page's language. A plain link, not PageLink: the global error boundary,
   * which every page's scripts load, draws this panel without the locale hook's code.
   */
  home?: string;
}

/** What a visitor sees when a page's data could not be loaded: a plain message, never a stack trace. */
export function ErrorPanel({ error, retry, home = '/' }: ErrorPanelProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : undefined;

  return (
    <section className="py-5 text-center" role="alert">
      <Icon name="exclamation-triangle" className="display-4 text-warning" />
      <h1 className="h3 mt-3">This page could not be loaded</h1>
      <p className="text-body-secondary">
        The codex could not reach its data just now. Nothing is wrong with your link — please try again.
      </p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={() => retry()}>
          <Icon name="arrow-clockwise" className="me-1" />
          Try again
        </button>
        <a href={home} className="btn btn-outline-secondary">
          Home
        </a>
      </div>
      {digest && <p className="small text-body-secondary mt-3 mb-0">Reference: {digest}</p>}
    </section>
  );
}
