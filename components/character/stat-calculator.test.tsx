/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatCalculator } from './stat-calculator';
import { statCalculatorLabels } from './character-labels';
import { parseLevelRank } from './level-rank';
import { renderAtUrl } from '@/jest/url';
import { rosterScale } from '@/lib/content/stats';

const character = {
  baseStats: { hp: 1000, atk: 100, def: 80, res: 60, spd: 90, crit: 5 },
  growth: { hp: 50, atk: 5, def: 4, res: 3, spd: 0.5, crit: 0.1 },
  rankBonus: 0.08,
};

// A sturdier hero than `character` in every stat: the roster's top at max level and rank.
const tank = {
  _id: 'tank',
  name: 'Tank',
  baseStats: { hp: 2000, atk: 200, def: 160, res: 120, spd: 180, crit: 10 },
  growth: { hp: 100, atk: 10, def: 8, res: 6, spd: 1, crit: 0.2 },
  rankBonus: 0.08,
};
const labels = statCalculatorLabels('en');
const scale = rosterScale([{ _id: 'aria', name: 'Aria', ...character }, tank]);

const value = (stat: string) =>
  within(screen.getByText(stat).closest('tr')!).getAllByRole('cell')[0]!.textContent;

/** Renders the calculator at `url`; returns the level field and a user to type into it. */
function renderCalculator(url: string) {
  const user = userEvent.setup();
  const rendered = renderAtUrl(<StatCalculator character={character} scale={scale} labels={labels} />, url);
  return { ...rendered, user, level: screen.getByRole('spinbutton', { name: /Level/ }) };
}

describe('StatCalculator', () => {
  it('shows max level and rank when the URL asks for nothing', () => {
    renderCalculator('/chars/aria');
    expect(screen.getByText('Stats at level 60, rank 6')).toBeInTheDocument();
    // (1000 + 50 × 59) × 1.4 = 5530; (5 + 0.1 × 59) × 1.4 = 15.26 → 15.3
    expect(value('HP')).toBe('5,530');
    expect(value('Crit %')).toBe('15.3');
  });

  it('recomputes as the level is typed and the rank chosen, and mirrors them in the URL', async () => {
    const { user, level } = renderCalculator('/chars/aria');
    await user.clear(level);
    await user.type(level, '1');
    await user.selectOptions(screen.getByRole('combobox', { name: /Rank/ }), 'Rank 1');

    expect(screen.getByText('Stats at level 1, rank 1')).toBeInTheDocument();
    expect(value('HP')).toBe('1,000');
    expect(value('Attack')).toBe('100');
    expect(window.location.search).toBe('?level=1&rank=1');
  });

  it('keeps out-of-range levels within 1–60', async () => {
    const { user, level } = renderCalculator('/chars/aria?level=10&rank=1');
    await user.clear(level);
    await user.type(level, '99');
    expect(screen.getByText('Stats at level 60, rank 1')).toBeInTheDocument();
    fireEvent.blur(level);
    expect(level).toHaveValue(60);
  });

  it('opens on the level and rank of a shared link, in a GET form with level and rank fields', () => {
    const { container } = renderCalculator('/chars/aria?level=30&rank=2');
    expect(screen.getByText('Stats at level 30, rank 2')).toBeInTheDocument();
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form.querySelector('[name=level]')).toHaveValue(30);
    expect(form.querySelector('[name=rank]')).toHaveValue('2');
  });
});

describe('stat bars', () => {
  const bar = (stat: string) => screen.getByText(stat).closest('tr')!.querySelector('[data-percent]')!;

  it('compare with the roster-wide maximum, so two characters show different bars', () => {
    const { unmount } = renderCalculator('/chars/aria');
    expect(bar('HP')).toHaveAttribute('data-percent', '50');
    expect(bar('HP')).toHaveTextContent('50% of 11,060');
    expect(screen.getByText(/share of the roster's highest at level 60, rank 6/)).toBeInTheDocument();
    unmount();
    renderAtUrl(<StatCalculator character={tank} scale={scale} labels={labels} />, '/chars/tank');
    expect(bar('HP')).toHaveAttribute('data-percent', '100');
  });

  it('shrink with the level on the same fixed scale', () => {
    renderAtUrl(
      <StatCalculator character={tank} scale={scale} labels={labels} />,
      '/chars/tank?level=1&rank=1',
    );
    // 2000 of (2000 + 100 × 59) × 1.4 = 11,060
    expect(bar('HP')).toHaveAttribute('data-percent', '18');
  });
});

describe('parseLevelRank', () => {
  it.each([
    [{}, { level: 60, rank: 6 }],
    [
      { level: '25', rank: '3' },
      { level: 25, rank: 3 },
    ],
    [
      { level: '0', rank: '9' },
      { level: 1, rank: 6 },
    ],
    [
      { level: 'abc', rank: ['2', '4'] },
      { level: 60, rank: 2 },
    ],
  ])('%j → %j', (params, expected) => {
    expect(parseLevelRank(params)).toEqual(expected);
  });
});
