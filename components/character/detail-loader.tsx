import { FullScreenLoader } from '@/components/common/full-screen-loader';

/**
 * The full-screen loader as a detail page's Suspense fallback. Without JavaScript the streamed
 * content never replaces it, so a noscript style keeps it from covering the page.
 */
export function DetailLoader() {
  return (
    <>
      <noscript>
        <style>{'.lf-loader{display:none!important}'}</style>
      </noscript>
      <FullScreenLoader />
    </>
  );
}
