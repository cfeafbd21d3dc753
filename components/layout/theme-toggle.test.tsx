/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY } from '@/lib/config/constants';
import { ThemeToggle } from './theme-toggle';
import { catalogs } from '@/lib/i18n/messages';

describe('ThemeToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.setAttribute('data-bs-theme', 'light');
  });

  it('switches Bootstrap colour mode and remembers the choice', async () => {
    render(<ThemeToggle labels={catalogs.en.theme} />);
    const button = screen.getByRole('button', { name: 'Dark mode' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(button);
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(button);
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('follows the theme the head script set before hydration', () => {
    document.documentElement.setAttribute('data-bs-theme', 'dark');
    render(<ThemeToggle labels={catalogs.en.theme} />);
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });
});
