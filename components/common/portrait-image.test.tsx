/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { PortraitImage, SIGIL_MIN_SIZE } from './portrait-image';
import { portraitSvg } from './portrait';

describe('PortraitImage', () => {
  const aurelia = { _id: 'aurelia-vance', element: 'radiant', class: 'vanguard' } as const;

  it('is an image named after the character, showing the initials and the class sigil', () => {
    render(<PortraitImage character={aurelia} size={72} label="Portrait of Aurelia Vance" />);
    const tile = screen.getByRole('img', { name: 'Portrait of Aurelia Vance' });
    expect(tile).toHaveTextContent(/^AV$/);
    const svg = portraitSvg(aurelia._id, aurelia.element, aurelia.class);
    // The sigil the SVG portrait draws for the class, as an inline path with no name of its own.
    const sigil = tile.querySelector('svg[aria-hidden="true"] path')!.getAttribute('d');
    expect(svg).toContain(`<path d="${sigil}"/>`);
  });

  it('leaves the sigil out of tiles too small to show it, and keeps the initials', () => {
    render(
      <PortraitImage character={aurelia} size={SIGIL_MIN_SIZE - 12} label="Portrait of Aurelia Vance" />,
    );
    const tile = screen.getByRole('img', { name: 'Portrait of Aurelia Vance' });
    expect(tile).toHaveTextContent(/^AV$/);
    expect(tile.querySelector('svg')).toBeNull();
  });

  it("draws the SVG portrait's colour, angle and rings, at the size asked", () => {
    render(
      <PortraitImage
        character={aurelia}
        size={48}
        className="lf-portrait"
        label="Portrait of Aurelia Vance"
      />,
    );
    const tile = screen.getByRole('img', { name: 'Portrait of Aurelia Vance' });
    expect(tile).toHaveClass('lf-tile', 'lf-portrait');
    const svg = portraitSvg(aurelia._id, aurelia.element, aurelia.class);
    const angle = Number(/rotate\((\d+) /.exec(svg)![1]);
    const rings = [...svg.matchAll(/<circle cx="50" cy="50" r="(\d+)"/g)].map((m) => Number(m[1]));
    const color = /<stop offset="0" stop-color="(#[0-9a-f]{6})"/.exec(svg)![1];
    expect(tile.style.getPropertyValue('--s')).toBe('48px');
    expect(tile.style.getPropertyValue('--c')).toBe(color);
    // CSS measures gradient angles from "to top", SVG's rotation from left-to-right: 90° apart.
    expect(tile.style.getPropertyValue('--a')).toBe(`${(angle + 90) % 360}deg`);
    // Ring radii as a share of half the tile (closest-side), the SVG's 50 units.
    expect(['--r1', '--r2', '--r3'].map((v) => tile.style.getPropertyValue(v))).toEqual(
      rings.map((r) => `${r * 2}%`),
    );
  });
});
