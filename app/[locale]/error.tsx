'use client';

import { useParams } from 'next/navigation';
import { ErrorPanel } from '@/components/common/error-panel';

/**
 * A page that could not be loaded, in its language. Every page's scripts carry this boundary, so
 * its home link reads the route's locale itself rather than through lib/i18n (English has none
 * in its URL; the proxy names it `en`).
 */
export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  const locale = useParams<{ locale?: string }>()?.locale;
  return <ErrorPanel error={error} retry={retry} home={locale && locale !== 'en' ? `/${locale}` : '/'} />;
}
