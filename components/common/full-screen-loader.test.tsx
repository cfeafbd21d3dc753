/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY_LOAD_TIMEOUT_MS } from '@/lib/config/constants';
import { FullScreenLoader } from './full-screen-loader';
import { catalogs } from '@/lib/i18n/messages';

describe('FullScreenLoader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the spinner until the 120 s time-out, then an error with a Retry button', async () => {
    expect(LAZY_LOAD_TIMEOUT_MS).toBe(120_000);
    const onRetry = jest.fn();
    render(<FullScreenLoader labels={catalogs.en.loader} onRetry={onRetry} />);
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(LAZY_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent(/taking too long/i);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('stops its timer when the page arrives first', () => {
    const { unmount } = render(<FullScreenLoader labels={catalogs.en.loader} timeoutMs={1000} />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
