/**
 * A count's wording in every plural category of a locale ("# skill", "# skills"), cut from an ICU
 * plural message on the server, so a client component can word a count it computes with the
 * runtime's own Intl.PluralRules and no catalog or message parser.
 */
export interface PluralForms {
  locale: string;
  /** Per category, the text with `#` where the number goes. */
  forms: Partial<Record<Intl.LDMLPluralRule, string>>;
}

/** The count in the locale's words. */
export function pluralText({ locale, forms }: PluralForms, count: number): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other ?? '#';
  return form.replace('#', String(count));
}
