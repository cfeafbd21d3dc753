/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('tells the visitor the page could not load, offers a retry, and shows no error internals', async () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { digest: 'abc123' });
    error.stack = 'Error: connect ECONNREFUSED\n    at Store.find (lib/store/index.ts:80:11)';
    const retry = jest.fn();
    const { container } = render(<ErrorPanel error={error} retry={retry} />);

    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Reference: abc123')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('ECONNREFUSED');
    expect(container).not.toHaveTextContent('lib/store');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
