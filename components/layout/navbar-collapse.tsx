'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { TRANSITION_MS } from '@/lib/config/constants';
import { Icon } from '@/components/common/icon';

type Phase = 'collapsed' | 'opening' | 'shown' | 'closing';

const classes: Record<Phase, string> = {
  collapsed: 'collapse',
  opening: 'collapsing',
  shown: 'collapse show',
  closing: 'collapsing',
};

/**
 * The navbar's toggler and collapsible menu: Bootstrap's collapse (height transition over
 * TRANSITION_MS, `.collapsing` in globals.css) without Bootstrap's or react-bootstrap's scripts.
 * It also closes the menu's <details> dropdowns on Escape, an outside click and a navigation.
 * Without JavaScript the menu is always expanded (the <noscript> style in the root layout).
 */
export function NavbarCollapse({
  id,
  toggleLabel,
  children,
}: {
  id: string;
  /** The toggler's name for screen readers, in the page's language. */
  toggleLabel: string;
  children: ReactNode;
}) {
  const [phase, setPhase] = useState<Phase>('collapsed');
  const ref = useRef<HTMLDivElement>(null);
  const startHeight = useRef(0);
  const pathname = usePathname();

  const open = phase === 'opening' || phase === 'shown';
  const toggle = () => {
    if (open) {
      startHeight.current = ref.current?.getBoundingClientRect().height ?? 0;
      setPhase('closing');
    } else setPhase('opening');
  };

  // The transition runs from an explicit height to another, as Bootstrap's collapse does.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || (phase !== 'opening' && phase !== 'closing')) return;
    if (phase === 'opening') {
      void el.offsetHeight;
      el.style.height = `${el.scrollHeight}px`;
    } else {
      el.style.height = `${startHeight.current}px`;
      void el.offsetHeight;
      el.style.height = '';
    }
    const done = setTimeout(() => {
      el.style.height = '';
      setPhase(phase === 'opening' ? 'shown' : 'collapsed');
    }, TRANSITION_MS);
    return () => clearTimeout(done);
  }, [phase]);

  // A navigation closes the menu and its dropdowns.
  const [path, setPath] = useState(pathname);
  if (path !== pathname) {
    setPath(pathname);
    setPhase('collapsed');
  }
  useEffect(() => closeDropdowns(ref.current), [pathname]);

  useEffect(() => {
    const el = ref.current;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      for (const details of openDropdowns(el)) if (!target || !details.contains(target)) details.open = false;
      // A link in the menu closes it at once, even while it is still opening (the path change
      // below also closes it, for back and forward).
      if (target?.closest('a[href]') && el?.contains(target)) {
        closeDropdowns(el);
        if (el) el.style.height = '';
        setPhase('collapsed');
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const details of openDropdowns(el)) {
        details.open = false;
        if (details.contains(document.activeElement)) details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        className={open ? 'navbar-toggler' : 'navbar-toggler collapsed'}
        aria-controls={id}
        aria-expanded={open}
        aria-label={toggleLabel}
        onClick={toggle}
      >
        <span className="navbar-toggler-icon">
          <Icon name="list" />
        </span>
      </button>
      <div ref={ref} id={id} className={`navbar-collapse ${classes[phase]}`}>
        {children}
      </div>
    </>
  );
}

function openDropdowns(root: HTMLElement | null): HTMLDetailsElement[] {
  return root ? [...root.querySelectorAll<HTMLDetailsElement>('details[open]')] : [];
}

function closeDropdowns(root: HTMLElement | null): void {
  for (const details of openDropdowns(root)) details.open = false;
}
