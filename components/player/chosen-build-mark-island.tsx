'use client';

import { useRoster } from './use-roster';
import { Icon } from '@/components/common/icon';

/** "Your build" on the build the player chose for this character in their roster. */
export function ChosenBuildMarkIsland({
  character,
  build,
  label,
}: {
  character: string;
  build: string;
  /** "Your build" in the page's language. */
  label: string;
}) {
  const { entry } = useRoster();
  if (entry(character)?.build !== build) return null;
  return (
    <span className="badge text-bg-success">
      <Icon name="check-lg" className="me-1" />
      {label}
    </span>
  );
}
