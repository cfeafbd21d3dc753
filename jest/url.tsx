import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SearchParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';

/**
 * Renders a client component at a URL, as the App Router would: the page's address is set and
 * Next's search-params context (what useSearchParams reads) holds its query.
 */
export function renderAtUrl(ui: ReactElement, url: string): RenderResult {
  window.history.replaceState(null, '', url);
  const params = new URLSearchParams(window.location.search);
  return render(<SearchParamsContext.Provider value={params}>{ui}</SearchParamsContext.Provider>);
}
