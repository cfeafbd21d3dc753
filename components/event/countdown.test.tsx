/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Countdown } from './countdown';
import { catalogs } from '@/lib/i18n/messages';

const event = { start: '2026-11-20T10:00:00+09:00', end: '2026-11-20T12:00:00+09:00' };

describe('Countdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('server-renders the target in UTC, whatever the clock says', () => {
    jest.setSystemTime(new Date('2026-11-20T00:59:00Z'));
    const html = renderToString(
      <Countdown {...event} phase="upcoming" labels={catalogs.en.countdown} locale="en" />,
    );
    expect(html).toContain('Starts <time dateTime="2026-11-20T10:00:00+09:00">2026-11-20 01:00 UTC</time>');
  });

  it("hydrates in place: the server's <time> is the one that starts ticking", async () => {
    jest.setSystemTime(new Date('2026-11-20T00:59:58Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Countdown {...event} phase="upcoming" labels={catalogs.en.countdown} locale="en" />,
    );
    document.body.append(container);
    const serverTime = container.querySelector('time');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <Countdown {...event} phase="upcoming" labels={catalogs.en.countdown} locale="en" />,
      );
    });
    expect(container.querySelector('time')).toBe(serverTime);
    expect(container.textContent).toBe('Starts in 00h 00m 02s');
    act(() => root?.unmount());
    container.remove();
  });

  it('ticks down every second and switches from "starts" to "ends" when the event begins', () => {
    jest.setSystemTime(new Date('2026-11-20T00:59:58Z'));
    render(<Countdown {...event} phase="upcoming" labels={catalogs.en.countdown} locale="en" />);
    expect(screen.getByText('00h 00m 02s')).toBeInTheDocument();
    expect(screen.getByText(/Starts in/)).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('00h 00m 01s')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText(/Ends in/)).toBeInTheDocument();
    expect(screen.getByText('02h 00m 00s')).toBeInTheDocument();
  });

  it('shows days for long waits and "Ended" once it is over', () => {
    jest.setSystemTime(new Date('2026-11-17T00:00:00Z'));
    const { unmount } = render(
      <Countdown {...event} phase="upcoming" labels={catalogs.en.countdown} locale="en" />,
    );
    expect(screen.getByText('3d 01h 00m 00s')).toBeInTheDocument();
    unmount();

    jest.setSystemTime(new Date('2026-11-21T00:00:00Z'));
    render(<Countdown {...event} phase="ongoing" labels={catalogs.en.countdown} locale="en" />);
    expect(screen.getByText(/Ended/)).toBeInTheDocument();
    expect(screen.queryByText(/in \d/)).not.toBeInTheDocument();
  });

  it("writes the hover title's date in the page's language once it ticks", () => {
    jest.setSystemTime(new Date('2026-11-17T00:00:00Z'));
    const ja = render(<Countdown {...event} phase="upcoming" labels={catalogs.ja.countdown} locale="ja" />);
    const title = ja.container.querySelector('time')?.getAttribute('title') ?? '';
    expect(title).toMatch(/^2026年11月20日 /);
    expect(title).not.toMatch(/Nov/);
    ja.unmount();
    const es = render(<Countdown {...event} phase="upcoming" labels={catalogs.es.countdown} locale="es" />);
    expect(es.container.querySelector('time')?.getAttribute('title')).toMatch(/^20 nov 2026, /);
  });
});
