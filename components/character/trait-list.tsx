import Link from '@/components/common/page-link';
import { useLocale } from '#i18n/use-locale';
import { term } from '@/lib/i18n/terms';
import { RichText } from '@/components/common/rich-text';
import type { Trait } from '@/lib/content';

/** A character's traits with their category and text. */
export function TraitList({ traits, effectNames }: { traits: Trait[]; effectNames: Record<string, string> }) {
  const locale = useLocale();
  return (
    <ul className="list-group">
      {traits.map((trait) => (
        <li key={trait._id} id={`trait-${trait._id}`} className="list-group-item">
          <div className="d-flex justify-content-between align-items-center gap-2">
            <h3 className="h6 mb-1">
              <Link href={`/traits#${trait._id}`}>{trait.name}</Link>
            </h3>
            <span className="badge text-bg-light border">
              {term(locale, 'traitCategories', trait.category)}
            </span>
          </div>
          <RichText as="p" text={trait.description} effectNames={effectNames} className="mb-0" />
        </li>
      ))}
    </ul>
  );
}
