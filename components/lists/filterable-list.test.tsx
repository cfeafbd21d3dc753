/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtUrl } from '@/jest/url';
import { by, listModel, type ListDeclaration } from '@/lib/queries/list';
import { FilterableList } from './filterable-list';

interface Hero {
  _id: string;
  name: string;
  element: string;
}
const heroes: Hero[] = [
  { _id: 'ember', name: 'Ember', element: 'flame' },
  { _id: 'rime', name: 'Rime', element: 'frost' },
  { _id: 'cinder', name: 'Cinder', element: 'flame' },
];
const list: ListDeclaration<Hero> = {
  page: { title: 'Heroes', icon: 'people', lead: 'All.', description: 'All.', columns: 'row-cols-1' },
  route: '/chars',
  label: 'Filter heroes',
  noun: ['hero', 'heroes'],
  filters: [{ name: 'element', label: 'Element', options: ['flame', 'frost'], of: (h) => h.element }],
  sorts: [{ value: 'name', label: 'Name', compare: by((h) => h.name) }],
};
const cards = Object.fromEntries(
  heroes.map((h) => [
    h._id,
    <a key={h._id} href={`/chars/${h._id}`}>
      {h.name}
    </a>,
  ]),
);
const view = (url: string) =>
  renderAtUrl(<FilterableList model={listModel(list, heroes)} cards={cards} columns="row-cols-1" />, url);
const shown = () =>
  within(screen.getByRole('list', { name: 'heroes' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('FilterableList', () => {
  it('opens on the filters of a shared URL', () => {
    view('/chars?element=frost');
    expect(screen.getByLabelText('Element')).toHaveValue('frost');
    expect(shown()).toEqual(['Rime']);
    expect(screen.getByTestId('result-count')).toHaveTextContent('1 hero');
  });

  it('writes a changed filter into the URL, and that URL opens on the filtered list', async () => {
    const user = userEvent.setup();
    const { unmount } = view('/chars');
    expect(shown()).toEqual(['Cinder', 'Ember', 'Rime']);
    await user.selectOptions(screen.getByLabelText('Element'), 'flame');
    expect(window.location.search).toBe('?element=flame');
    // Next's router hands the new query to useSearchParams; opening the URL afresh shows what it holds.
    unmount();
    view(`/chars${window.location.search}`);
    expect(shown()).toEqual(['Cinder', 'Ember']);
  });

  it('searches the text of the cards', async () => {
    view('/chars?q=emb');
    expect(await screen.findByTestId('result-count')).toHaveTextContent('1 hero');
    expect(shown()).toEqual(['Ember']);
  });

  it('says so when nothing matches, with a way back to the whole list', () => {
    view('/chars?q=zzz');
    expect(screen.getByText('No heroes match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/chars');
  });
});
