'use client';

import { localeHref, localeOfPath } from '@/lib/i18n/locales';
import { useLocale } from '#i18n/use-locale';
import Link from '@/components/common/page-link';
import { Icon } from '@/components/common/icon';
import { usePathname, useRouter } from 'next/navigation';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import type { EffectEdge, EffectRelationLists } from '@/lib/content/effect-graph';
import type { SearchEngine } from '@/lib/search/engine';
import {
  HITS_PER_KIND,
  MAX_QUERY_LENGTH,
  longEnough,
  type SearchHit,
  type SearchRelations,
} from '@/lib/search/types';
import type { NavbarResultWords, NavbarSearchIndex, NavbarSearchLabels } from './navbar-search-labels';
import { pluralText } from '@/lib/i18n/plural';
import styles from './navbar-search.module.css';

type Status = 'idle' | 'loading' | 'ready' | 'error';

/** True when a key press belongs to a field the visitor is typing in. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * What draws the results (the answer's and the hits' groups): only the engine finds them, so it is
 * loaded with it, out of every page's first-load JS.
 */
let resultViews: { NavbarResults: (typeof import('./navbar-results'))['NavbarResults'] } | undefined;

/**
 * The index (with its results' words) and the search library, fetched once, on first focus: never
 * part of first-load JS.
 */
async function loadEngine(): Promise<{ engine: SearchEngine; words: NavbarResultWords }> {
  const [{ createEngine }, { NavbarResults }, response] = await Promise.all([
    import('@/lib/search/engine'),
    import('./navbar-results'),
    // Asked of the server every time (see loadWholeList): never the browser's pre-write copy; in
    // the page's language.
    fetch(localeHref('/search-index.json', localeOfPath(window.location.pathname)), { cache: 'no-cache' }),
  ]);
  if (!response.ok) throw new Error(`search index answered ${response.status}`);
  resultViews = { NavbarResults };
  const index = (await response.json()) as NavbarSearchIndex;
  return { engine: createEngine(index), words: index.words };
}

/** One effect's relation lists, fetched the first time a question asks about it. */
async function loadRelations(effect: string): Promise<EffectRelationLists> {
  const response = await fetch(`/search-relations/${encodeURIComponent(effect)}`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`search relations answered ${response.status}`);
  return (await response.json()) as EffectRelationLists;
}

/**
 * The navbar's search box: a combobox over every kind of entity, focused by `/` or Ctrl/⌘-K.
 * Results are grouped by kind; arrow keys move through them and Enter opens one (or, with none
 * chosen, the full /search page). Without JavaScript it is a plain GET form to /search.
 */
export function NavbarSearch({ labels }: { labels: NavbarSearchLabels }) {
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const pending = useRef<Promise<void> | null>(null);
  const asked = useRef(new Set<string>());
  const [loaded, setLoaded] = useState<{ engine: SearchEngine; words: NavbarResultWords } | null>(null);
  const engine = loaded?.engine;
  const [relations, setRelations] = useState<SearchRelations>({});
  const [status, setStatus] = useState<Status>('idle');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const load = useCallback(() => {
    if (pending.current) return;
    setStatus('loading');
    pending.current = loadEngine().then(
      (built) => {
        setLoaded(built);
        setStatus('ready');
      },
      () => {
        pending.current = null;
        setStatus('error');
      },
    );
  }, []);

  const results = useMemo(
    () => (engine ? engine.search(query, { perKind: HITS_PER_KIND, relations }) : null),
    [engine, query, relations],
  );
  const askedEffect = results?.question?.effect;
  // A question's answer needs its effect's relation lists: loaded once per effect, when first asked.
  useEffect(() => {
    if (!askedEffect || asked.current.has(askedEffect)) return;
    asked.current.add(askedEffect);
    loadRelations(askedEffect).then(
      (lists) => setRelations((known) => ({ ...known, [askedEffect]: lists })),
      () => asked.current.delete(askedEffect),
    );
  }, [askedEffect]);
  const answer = results?.answer;
  // Loaded with the engine, which is what finds results.
  const views = resultViews;
  const answerEntries = useMemo(() => answer?.entries.slice(0, HITS_PER_KIND) ?? [], [answer]);
  const trimmed = query.trim();
  const searchHref = localeHref(`/search?q=${encodeURIComponent(trimmed)}`, locale);
  // Every option in order: a question's answer, the hits of each group, then "all results" on /search.
  const options = useMemo<{ href: string; hit?: SearchHit; entry?: EffectEdge }[]>(
    () => [
      ...answerEntries.map((entry) => ({ href: entry.source.href, entry })),
      ...(results?.groups.flatMap((g) => g.hits.map((hit) => ({ href: hit.href, hit }))) ?? []),
      ...(longEnough(trimmed) ? [{ href: searchHref }] : []),
    ],
    [answerEntries, results, trimmed, searchHref],
  );
  const expanded = open && longEnough(trimmed);
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const shortcut =
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)) ||
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k');
      if (!shortcut) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    // The shortcuts work from here on (tests wait for it; a key pressed earlier does nothing).
    const box = form.current;
    box?.setAttribute('data-live', '');
    return () => {
      document.removeEventListener('keydown', onKey);
      box?.removeAttribute('data-live');
    };
  }, []);

  // A navigation (by a result or anything else) closes the list.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
    setActive(-1);
  }

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    router.push(href);
  };

  // Keep the chosen option in sight when the list scrolls.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : count - 1) : (i + step + count) % count));
    } else if (event.key === 'Enter') {
      if (!longEnough(trimmed)) return;
      event.preventDefault();
      go(expanded && active >= 0 && options[active] ? options[active].href : searchHref);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        input.current?.blur();
      }
    }
  };

  let statusText = '';
  if (expanded) {
    if (status === 'loading' || status === 'idle') statusText = labels.loading;
    else if (status === 'error') statusText = labels.failed;
    else if (results && loaded && results.count === 0)
      statusText = loaded.words.noMatch.replace('{query}', () => results.query);
    else if (results && loaded) statusText = pluralText(loaded.words.results, results.count);
  }

  const allIndex = answerEntries.length + (results?.count ?? 0);
  const optionProps = (i: number, href: string) => ({
    id: optionId(i),
    href,
    role: 'option',
    'aria-selected': i === active,
    tabIndex: -1,
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onMouseMove: () => setActive(i),
  });
  // An answer or a hit: picking it follows its link and closes the menu.
  const pickProps = (i: number, href: string) => ({
    ...optionProps(i, href),
    className: `${styles.option} ${i === active ? styles.active : ''}`,
    onClick: () => {
      setOpen(false);
      input.current?.blur();
    },
  });
  return (
    <form
      ref={form}
      action={localeHref('/search', locale)}
      method="get"
      role="search"
      className={styles.wrap}
      onSubmit={(event) => {
        event.preventDefault();
        if (longEnough(trimmed)) go(searchHref);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {labels.label}
      </label>
      <Icon name="search" className={styles.icon} />
      <input
        ref={input}
        id={`${id}-input`}
        name="q"
        type="search"
        role="combobox"
        className={`form-control form-control-sm ${styles.input}`}
        placeholder={labels.placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_QUERY_LENGTH}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        aria-describedby={`${id}-hint`}
        value={query}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.hint} aria-hidden="true">
        /
      </kbd>
      <span id={`${id}-hint`} className="visually-hidden">
        {labels.hint}
      </span>
      {/* Enter submits the form; the button names that action for assistive tools, out of the tab order. */}
      <button type="submit" className="visually-hidden" tabIndex={-1}>
        {labels.submit}
      </button>
      {/* Focusable so that a long list can be scrolled from the keyboard too (arrow keys move the choice). */}
      <div className={styles.popup} hidden={!expanded} tabIndex={0} data-testid="navbar-search-popup">
        <p className="small text-body-secondary px-3 py-2 mb-0" role="status">
          {statusText}
        </p>
        <div id={`${id}-listbox`} role="listbox" aria-label={labels.listbox}>
          {results && loaded && views && (
            <views.NavbarResults
              id={id}
              results={results}
              answerEntries={answerEntries}
              words={loaded.words}
              pick={pickProps}
            />
          )}
          {longEnough(trimmed) && (
            <Link
              {...optionProps(allIndex, searchHref)}
              className={`${styles.option} ${styles.all} ${allIndex === active ? styles.active : ''}`}
              onClick={() => setOpen(false)}
            >
              {labels.allResults.replace('{query}', () => trimmed)}
            </Link>
          )}
        </div>
      </div>
    </form>
  );
}
