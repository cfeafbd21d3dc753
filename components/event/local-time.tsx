'use client';

import { useSyncExternalStore } from 'react';
import { formatAtOffset, formatLocal, localZoneName } from '@/lib/format/date';
import { fill } from '@/lib/i18n/fill';

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true from the render after: what depends on the
 * browser's zone is written once, after hydration, over a server text of the same shape.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

interface Props {
  iso: string;
  /** Shown on hover and to assistive technology: the same moment in the event's own zone. */
  title?: string;
  /** The page's language, which writes the date (English when not given). */
  locale?: string;
}

/**
 * A moment in the visitor's own time zone, labelled with it ("Nov 20, 2026, 10:00 AM GMT+9").
 * The server's HTML shows it in UTC, labelled UTC, in the same shape, so the text is swapped in
 * place after hydration and nothing around it moves.
 */
export function LocalTime({ iso, title, locale }: Props) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} title={title}>
      {hydrated ? formatLocal(iso, locale) : formatAtOffset(iso, 0, locale)}
    </time>
  );
}

/**
 * The zone LocalTime shows: "UTC" in the server's HTML, the visitor's own zone after hydration,
 * as `yours` words it in the page's language ("your time zone ({zone})").
 */
export function LocalZone({ yours }: { yours: string }) {
  const hydrated = useHydrated();
  return <span data-zone="">{hydrated ? fill(yours, { zone: localZoneName() }) : 'UTC'}</span>;
}
