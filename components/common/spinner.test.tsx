/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('uses the spec defaults: size 40, black, 1.3 s a turn', () => {
    render(<Spinner />);
    const spinner = screen.getByRole('status');
    expect(spinner).toHaveStyle({ width: '40px', height: '40px', animationDuration: '1.3s' });
    expect(spinner.style.borderTopColor).toBe('black');
    expect(spinner).toHaveTextContent('Loading…');
  });

  it('takes size, colour and speed from props', () => {
    render(<Spinner size={64} color="red" speed={2} label="Fetching" />);
    const spinner = screen.getByRole('status');
    expect(spinner).toHaveStyle({ width: '64px', animationDuration: '2s' });
    expect(spinner.style.borderTopColor).toBe('red');
    expect(spinner).toHaveTextContent('Fetching');
  });
});
