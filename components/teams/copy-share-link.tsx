'use client';

import { useState } from 'react';
import { teamSharePath, type SharedTeam } from '@/lib/player/team-code';
import type { TeamsLabels } from './teams-labels';
import { fill } from '@/lib/i18n/fill';

/**
 * "Copy share link" for a team: copies its `/teams/{code}` link and shows it in a read-only box,
 * so it can be copied by hand where the clipboard is refused.
 */
export function CopyShareLink({
  team,
  name,
  labels,
}: {
  team: SharedTeam;
  name: string;
  labels: Pick<TeamsLabels, 'copyLinkOf' | 'linkCopied' | 'copyLink' | 'shareLinkOf'>;
}) {
  const [copied, setCopied] = useState<string>();
  const link = `${window.location.origin}${teamSharePath(team)}`;
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        aria-label={fill(labels.copyLinkOf, { name })}
        onClick={() => {
          setCopied(link);
          void navigator.clipboard?.writeText(link).catch(() => undefined);
        }}
      >
        {copied === link ? labels.linkCopied : labels.copyLink}
      </button>
      {copied === link && (
        <input
          type="text"
          readOnly
          className="form-control form-control-sm w-auto"
          aria-label={fill(labels.shareLinkOf, { name })}
          value={link}
          data-share-link=""
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </span>
  );
}
