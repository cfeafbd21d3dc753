/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterForm } from './filter-form';
import { SelectFilter } from './select-filter';
import { TextFilter } from './text-filter';
import { CheckFilter } from './check-filter';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

function renderForm() {
  render(
    <FilterForm action="/chars" label="Filter characters">
      <TextFilter value="" />
      <SelectFilter name="rarity" label="Rarity" options={[3, 4, 5]} />
      <SelectFilter name="class" label="Class" options={['duelist', 'mystic']} value="mystic" />
      <CheckFilter name="boss" label="Bosses only" checked={false} />
    </FilterForm>,
  );
}

describe('FilterForm', () => {
  beforeEach(() => push.mockClear());

  it('applies a changed select at once, leaving empty fields out of the URL', async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Rarity'), '5');
    expect(push).toHaveBeenCalledWith('/chars?rarity=5&class=mystic', { scroll: false });
  });

  it('applies a toggled switch at once', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('switch', { name: 'Bosses only' }));
    expect(push).toHaveBeenCalledWith('/chars?class=mystic&boss=1', { scroll: false });
  });

  it('waits for Enter (or Apply) before searching text', async () => {
    renderForm();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'mira');
    expect(push).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '{Enter}');
    expect(push).toHaveBeenCalledWith('/chars?q=mira&class=mystic', { scroll: false });
  });

  it('is a real GET form for visitors without JavaScript', () => {
    renderForm();
    const form = screen.getByRole('search', { name: 'Filter characters' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/chars');
    expect(screen.getByRole('link', { name: 'Reset' })).toHaveAttribute('href', '/chars');
  });
});
