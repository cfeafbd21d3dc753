import 'server-only';
import { IntlMessageFormat } from 'intl-messageformat';
import type { SiteLocale } from './locales';
import type { PluralForms } from './plural';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import es from '@/messages/es.json';

/**
 * The site's UI strings (menu, footer, lists, search, errors) per locale, as ICU messages. Server
 * only: a client component gets its strings, already translated, as props from its server parent,
 * so no catalog or formatter reaches the browser's first-load JS.
 */
export type Messages = typeof en;
export type Namespace = keyof Messages;
export type MessageKey<N extends Namespace> = keyof Messages[N] & string;
export type MessageValues = Record<string, string | number>;

export const catalogs: Record<SiteLocale, Messages> = { en, ja, es };

const formats = new Map<string, IntlMessageFormat>();

function format(locale: SiteLocale, namespace: Namespace, key: string, values?: MessageValues): string {
  const id = `${locale}:${namespace}.${key}`;
  let message = formats.get(id);
  if (!message) {
    const source = (catalogs[locale][namespace] as Record<string, string>)[key];
    if (source === undefined) throw new Error(`No message ${namespace}.${key} in ${locale}`);
    message = new IntlMessageFormat(source, locale);
    formats.set(id, message);
  }
  const text = message.format(values);
  if (typeof text !== 'string') throw new Error(`Message ${namespace}.${key} did not format to text`);
  return text;
}

/** A translator for one namespace of a locale's catalog: t(key, values) formats an ICU message. */
export function getT<N extends Namespace>(locale: SiteLocale, namespace: N) {
  return (key: MessageKey<N>, values?: MessageValues): string => format(locale, namespace, key, values);
}

export type Translator<N extends Namespace> = ReturnType<typeof getT<N>>;

/**
 * Every message of a namespace, formatted without values: the `labels` a client component gets
 * from its server parent (only for namespaces whose messages take no values).
 */
export function getMessages<N extends Namespace>(locale: SiteLocale, namespace: N): Messages[N] {
  const key = `${locale}:${namespace}`;
  let messages = formatted.get(key);
  if (!messages) {
    const keys = Object.keys(catalogs.en[namespace]);
    messages = Object.fromEntries(keys.map((name) => [name, format(locale, namespace, name)]));
    formatted.set(key, messages);
  }
  return messages as Messages[N];
}

/**
 * Each namespace's words once per locale: the same object every time, so a page that hands them
 * to many client components (each event card's countdown) sends them once in its payload, which
 * refers back to the first copy.
 */
const formatted = new Map<string, Record<string, string>>();

/**
 * The plural forms of a message that is one `{count, plural, …}` (pluralText words a count with
 * them in the browser).
 */
export function getPluralForms<N extends Namespace>(
  locale: SiteLocale,
  namespace: N,
  key: MessageKey<N>,
): PluralForms {
  const source = (catalogs[locale][namespace] as Record<string, string>)[key] ?? '';
  const [plural, ...rest] = new IntlMessageFormat(source, locale).getAst();
  if (!plural || rest.length > 0 || !('options' in plural))
    throw new Error(`${namespace}.${key} is not one plural`);
  const forms: PluralForms['forms'] = {};
  for (const [category, { value }] of Object.entries(plural.options)) {
    forms[category as Intl.LDMLPluralRule] = value
      .map((part) => ('value' in part ? part.value : '#'))
      .join('');
  }
  return { locale, forms };
}
