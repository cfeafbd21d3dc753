'use client';

import { ErrorPanel } from '@/components/common/error-panel';
import { useLocale } from '#i18n/use-locale';
import { localeHref } from '@/lib/i18n/locales';

export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} retry={retry} home={localeHref('/', useLocale())} />;
}
