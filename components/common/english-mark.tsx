/**
 * Texts a translated page shows in English (a long text its translation may leave out, or one
 * whose English changed since it was translated): the read layer names them in `_english`
 * (lib/queries/translations.ts). Such a text carries `lang="en"` and this visible mark.
 */
export function isEnglish(doc: unknown, field: string): boolean {
  return ((doc as { _english?: string[] })._english ?? []).includes(field);
}

/** The mark beside a text shown in English on a translated page; `title` says so in the page's language. */
export function EnglishMark({ title = 'Not translated yet' }: { title?: string }) {
  return (
    <span className="badge text-bg-secondary ms-1 fst-normal" lang="en" title={title}>
      EN
    </span>
  );
}
