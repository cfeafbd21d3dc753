/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('links [[effect-id]] markers to the effects list anchor', () => {
    render(<RichText text="Grants [[attack-up]] and [[burn]] for 2 turns." effectNames={{ burn: 'Burn' }} />);
    expect(screen.getByRole('link', { name: 'Attack Up' })).toHaveAttribute('href', '/effects#attack-up');
    expect(screen.getByRole('link', { name: 'Burn' })).toHaveAttribute('href', '/effects#burn');
    expect(screen.getByText(/Grants/).textContent).toBe('Grants Attack Up and Burn for 2 turns.');
  });

  it('shows a typed marker ([[removes:burn]]) as the same link, never the relation', () => {
    render(
      <RichText
        text="Cleanses [[removes:burn]] and grants [[applies:attack-up]]."
        effectNames={{ burn: 'Burn' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Burn' })).toHaveAttribute('href', '/effects#burn');
    expect(screen.getByText(/Cleanses/).textContent).toBe('Cleanses Burn and grants Attack Up.');
  });

  it('leaves plain text alone', () => {
    render(<RichText text="No effects here." as="p" />);
    expect(screen.getByText('No effects here.').tagName).toBe('P');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
