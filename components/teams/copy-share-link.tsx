'use client';

import { useState } from 'react';
import { teamSharePath, type SharedTeam } from '@/lib/player/team-code';

/**
 * "Copy share link" for a team: copies its `/teams/{code}` link and shows it in a read-only box,
 * so it can be copied by hand where the clipboard is refused.
 */
export function CopyShareLink({ team, name }: { team: SharedTeam; name: string }) {
  const [copied, setCopied] = useState<string>();
  const link = `${window.location.origin}${teamSharePath(team)}`;
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        aria-label={`Copy share link of ${name}`}
        onClick={() => {
          setCopied(link);
          void navigator.clipboard?.writeText(link).catch(() => undefined);
        }}
      >
        {copied === link ? 'Link copied' : 'Copy share link'}
      </button>
      {copied === link && (
        <input
          type="text"
          readOnly
          className="form-control form-control-sm w-auto"
          aria-label={`Share link of ${name}`}
          value={link}
          data-share-link=""
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </span>
  );
}
