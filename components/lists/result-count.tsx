import { pluralText, type PluralForms } from '@/lib/i18n/plural';

/** "12 characters" line above a list, announced politely when filters change. */
export function ResultCount({
  count,
  noun,
  status,
}: {
  count: number;
  /** The count's wording in the page's language (ListLabels' count). */
  noun: PluralForms;
  /** Said instead of the count while the list is not ready (e.g. "Loading all 174 skills…"). */
  status?: string;
}) {
  return (
    <p className="text-body-secondary small mb-3" aria-live="polite" data-testid="result-count">
      {status ?? pluralText(noun, count)}
    </p>
  );
}
