/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderAtUrl } from '@/jest/url';
import { listModel } from '@/lib/queries/list-model';
import type { SiteLocale } from '@/lib/i18n/locales';
import { by, type ListDeclaration } from '@/lib/queries/list';
import { FilterableList } from './filterable-list';
import { listLabels } from './list-labels';

// The declarations' shape with their real keys (the real ones read the store, which jsdom cannot load).
const page = { columns: 'row-cols-1' };
const characterList: ListDeclaration<{ _id: string; name: string; class: string }> = {
  kind: 'characters',
  page,
  search: 'title',
  filters: [{ name: 'class', options: ['vanguard', 'duelist'], words: 'classes', of: (c) => c.class }],
  sorts: [
    { value: 'name', compare: by((c) => c.name) },
    { value: 'release', compare: by((c) => c.name) },
  ],
};
const eventList: ListDeclaration<{ _id: string; name: string; start: string; end: string }> = {
  kind: 'events',
  page,
  filters: [{ name: 'status', window: (e) => [e.start, e.end] }],
  sorts: [
    { value: 'start', compare: by((e) => e.start) },
    { value: 'name', compare: by((e) => e.name) },
  ],
};

const view = (list: ListDeclaration<never>, locale: SiteLocale) => {
  const model = listModel(list, [], locale);
  renderAtUrl(
    <FilterableList
      model={model}
      page={1}
      cards={{}}
      columns={model.page.columns}
      labels={listLabels(locale, model.kind)}
    />,
    '/',
  );
  return model;
};

describe('a list in the page language', () => {
  it('renders a Japanese list with Japanese filters, options and sorts', () => {
    const model = view(characterList as ListDeclaration<never>, 'ja');
    expect(screen.getByLabelText('クラス')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '先鋒' })).toBeInTheDocument();
    expect(screen.getByLabelText('並べ替え')).toHaveTextContent('実装日');
    expect(screen.getByLabelText('検索')).toHaveAttribute('placeholder', '名前または称号…');
    expect(screen.getByRole('search', { name: 'キャラクターを絞り込む' })).toBeInTheDocument();
    expect(model.page.lead).toBe('ランタンフォールの全ヒーローのステータス、スキルツリー、ビルド。');
  });

  it('renders a Spanish list with Spanish filters, options and sorts', () => {
    const model = view(eventList as ListDeclaration<never>, 'es');
    expect(screen.getByLabelText('Estado')).toHaveTextContent('En curso');
    expect(screen.getByLabelText('Ordenar por')).toHaveTextContent('Fecha de inicio');
    expect(screen.getAllByRole('option', { name: 'Cualquiera' }).length).toBeGreaterThan(0);
    expect(model.page.lead).toBe(
      'Banners, incursiones, eventos de historia y temporadas, con cuentas atrás.',
    );
  });
});
