'use client';

import { useRouter } from 'next/navigation';
import Form from 'react-bootstrap/Form';
import { useHydrated } from '@/components/common/use-hydrated';
import { compareHref, type CompareAt } from '@/lib/player/compare';

interface Props {
  ids: string[];
  choices: { id: string; name: string }[];
  /** The level and rank shown, kept in the new URL. */
  at?: CompareAt;
  /** The select's name and first option, in the page's language. */
  labels: { label: string; placeholder: string };
}

/** A select that adds one more character to the comparison (opens the new compare URL). */
export function CompareAdd({ ids, choices, at, labels }: Props) {
  const router = useRouter();
  // It navigates from script: without JavaScript it would do nothing.
  const hydrated = useHydrated();
  return (
    <Form.Select
      size="sm"
      disabled={!hydrated}
      aria-label={labels.label}
      style={{ maxWidth: '16rem' }}
      value=""
      onChange={(e) => e.target.value && router.push(compareHref([...ids, e.target.value], at))}
    >
      <option value="">{labels.placeholder}</option>
      {choices
        .filter((c) => !ids.includes(c.id))
        .map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
    </Form.Select>
  );
}
