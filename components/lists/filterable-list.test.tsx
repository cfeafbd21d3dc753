/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtUrl } from '@/jest/url';
import { by, type ListDeclaration } from '@/lib/queries/list';
import { listModel } from '@/lib/queries/list-model';
import { FilterableList } from './filterable-list';
import { listLabels } from './list-labels';
import { Pagination, pagerPages } from './pagination';

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
  kind: 'characters',
  page: { columns: 'row-cols-1' },
  filters: [{ name: 'element', options: ['flame', 'frost'], words: 'elements', of: (h) => h.element }],
  sorts: [{ value: 'name', compare: by((h) => h.name) }],
};
const cards = Object.fromEntries(
  heroes.map((h) => [
    h._id,
    <a key={h._id} href={`/chars/${h._id}`}>
      {h.name}
    </a>,
  ]),
);
// The fixture's own noun, in the catalog's English words otherwise.
const labels = {
  ...listLabels('en', 'characters'),
  count: { locale: 'en', forms: { one: '# hero', other: '# heroes' } },
  noMatch: 'No heroes match these filters.',
};
const view = (url: string) =>
  renderAtUrl(
    <FilterableList
      name="chars"
      model={listModel(list, heroes, 'en')}
      page={1}
      cards={cards}
      columns="row-cols-1"
      labels={labels}
    />,
    url,
  );
const shown = () =>
  within(screen.getByRole('list', { name: 'characters' }))
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

  it('shows one page of a longer list, with real links to the others', () => {
    const model = listModel({ ...list, perPage: 2 }, heroes, 'en');
    const second = { rime: cards.rime };
    renderAtUrl(
      <FilterableList
        name="chars"
        model={model}
        page={2}
        cards={second}
        columns="row-cols-1"
        labels={labels}
        pager={<Pagination route="/chars" page={2} count={2} noun="heroes" />}
      />,
      '/chars/page/2',
    );
    expect(shown()).toEqual(['Rime']);
    expect(screen.getByTestId('result-count')).toHaveTextContent('3 heroes');
    const pages = screen.getByRole('navigation', { name: 'Pages of heroes' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/chars');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/chars');
    expect(within(pages).queryByRole('link', { name: 'Next' })).toBeNull();
  });
});

describe('pagerPages', () => {
  it('names the first, the last and two either side of the current page', () => {
    expect(pagerPages(1, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pagerPages(12, 12)).toEqual([1, 'gap', 10, 11, 12]);
  });
});
