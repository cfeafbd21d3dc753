'use client';

import { useEffect, useState } from 'react';
import { readUnseen, UNSEEN_EVENT } from '@/lib/player/unseen';

/**
 * The count of unseen changes that touch the player, on the navbar's "Your data". Read from what
 * this browser already keeps (no request); the count is made where /changes.json is read (the
 * changes page, and home when its stamp shows the changelog moved on). Drawn over the icon's
 * corner, out of the flow, so it shifts nothing when it appears.
 */
export function ChangesBadge() {
  const [unseen, setUnseen] = useState(0);
  useEffect(() => {
    const show = () => setUnseen(readUnseen());
    show();
    window.addEventListener(UNSEEN_EVENT, show);
    window.addEventListener('storage', show);
    return () => {
      window.removeEventListener(UNSEEN_EVENT, show);
      window.removeEventListener('storage', show);
    };
  }, []);
  if (unseen === 0) return null;
  return (
    <span className="position-absolute top-0 start-100 translate-middle badge rounded-pill text-bg-danger lf-badge">
      {unseen > 99 ? '99+' : unseen}
      <span className="visually-hidden"> unseen changes for you</span>
    </span>
  );
}
