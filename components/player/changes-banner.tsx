'use client';

import Link from '@/components/common/page-link';
import { useEffect, useState } from 'react';
import { fetchChangesData, loadInterests, noInterests, recountUnseen } from '@/lib/player/interests';
import { loadChangesState } from '@/lib/player/changes-store';
import { pluralText, type PluralForms } from '@/lib/i18n/plural';
import { useLocale } from '#i18n/use-locale';

/** The banner's words in the page's language (made on the server: changesBannerLabels). */
export interface ChangesBannerLabels {
  unseen: PluralForms;
  see: string;
  dismiss: string;
}

/**
 * Home's note that something new touches the player. `stamp` (in home's HTML) says which
 * changelog the page was built from: /changes.json is fetched only when it differs from the one
 * this browser last counted, and only for a player with a roster or plans. Fixed to the foot of
 * the window, out of the flow, so it shifts nothing when it appears.
 */
export function ChangesBanner({ stamp, labels }: { stamp: string; labels: ChangesBannerLabels }) {
  const [unseen, setUnseen] = useState(0);
  const [closed, setClosed] = useState(false);
  const locale = useLocale();
  useEffect(() => {
    const count = async () => {
      const state = await loadChangesState();
      if (state.stamp === stamp) return state.unseen ?? 0;
      if (noInterests(await loadInterests(state))) return 0;
      return recountUnseen(await fetchChangesData(locale), state);
    };
    // Offline or storage refused: no banner, nothing else lost.
    count().then(setUnseen, () => undefined);
  }, [stamp, locale]);
  if (unseen === 0 || closed) return null;
  return (
    <div className="position-fixed bottom-0 start-0 end-0 p-2 lf-changes-banner" role="status">
      <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 mb-0 mx-auto shadow">
        <span className="me-auto">{pluralText(labels.unseen, unseen)}</span>
        <Link href="/me/changes" className="btn btn-sm btn-primary">
          {labels.see}
        </Link>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setClosed(true)}>
          {labels.dismiss}
        </button>
      </div>
    </div>
  );
}
