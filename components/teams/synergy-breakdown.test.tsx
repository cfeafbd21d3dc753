/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { compactBreakdown, type SynergyPart } from '@/lib/teams';
import { teamsLabels } from './teams-labels';
import { SynergyBreakdown } from './synergy-breakdown';

const part = (label: string, sources: [string, string][], points = 4): SynergyPart => ({
  kind: 'pair',
  points,
  label,
  members: [],
  sources: sources.map(([name, href]) => ({ name, href })),
});

// Two parts naming the same skill, one naming a source twice over, one with a source its words omit.
const parts: SynergyPart[] = [
  part("Drenched ← Maren's Boarding Challenge → Iskra's Static Coil: +30% damage", [
    ['Boarding Challenge', '/skills#boarding-challenge'],
    ['Static Coil', '/skills#static-coil'],
  ]),
  part("Drenched ← Maren's Boarding Challenge → Keel's Undertow: +10% damage", [
    ['Boarding Challenge', '/skills#boarding-challenge'],
    ['Keel', '/chars/keel'],
    ['Undertow', '/traits#undertow'],
  ]),
  part(
    'Burn (from Dagny) covered only for the bearer ← Keel (resists)',
    [['Tideborn', '/traits#tideborn']],
    1,
  ),
];

describe('a synergy breakdown', () => {
  it('names each source once in what the page sends, and its words no longer repeat the names', () => {
    const compact = compactBreakdown({ parts });
    expect(compact.sources.map(([name]) => name)).toEqual([
      'Boarding Challenge',
      'Static Coil',
      'Keel',
      'Undertow',
      'Tideborn',
    ]);
    const sent = JSON.stringify(compact);
    expect(sent.split('Boarding Challenge')).toHaveLength(2);
    expect(compact.parts[1]!.sources).toEqual([0, 2, 3]);
  });

  it('reads as the report says, each named source a link where its name stands, the others after', () => {
    render(
      <SynergyBreakdown
        report={{ total: 9, violations: [], ...compactBreakdown({ parts }) }}
        labels={teamsLabels('en')}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      "+4Drenched ← Maren's Boarding Challenge → Iskra's Static Coil: +30% damage",
      "+4Drenched ← Maren's Boarding Challenge → Keel's Undertow: +10% damage",
      '+1Burn (from Dagny) covered only for the bearer ← Keel (resists) · Tideborn',
    ]);
    const links = (i: number) =>
      within(items[i]!)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links(1)).toEqual([
      ['Boarding Challenge', '/skills#boarding-challenge'],
      ['Keel', '/chars/keel'],
      ['Undertow', '/traits#undertow'],
    ]);
    // A source named before the place the words have reached is linked after them.
    render(
      <SynergyBreakdown
        report={{
          total: 4,
          violations: [],
          ...compactBreakdown({
            parts: [
              part("Iskra's Static Coil → Iskra", [
                ['Static Coil', '/skills#static-coil'],
                ['Iskra', '/chars/iskra-volt'],
                ['Iskra', '/chars/iskra-volt'],
              ]),
            ],
          }),
        }}
        labels={teamsLabels('en')}
      />,
    );
    expect(screen.getAllByRole('listitem').at(-1)!.textContent).toBe("+4Iskra's Static Coil → Iskra · Iskra");
    expect(links(2)).toEqual([['Tideborn', '/traits#tideborn']]);
  });
});
