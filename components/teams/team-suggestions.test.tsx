/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleTeamsData } from '@/lib/teams/sample';
import { TeamSuggestions } from './team-suggestions';
import { teamsLabels } from './teams-labels';

const data = sampleTeamsData();
const names = new Map([
  ['garrow-oak', 'ギャロウ'],
  ['keel', 'キール'],
]);
const owned = [
  { character: 'garrow-oak', level: 60, rank: 5 },
  { character: 'keel', level: 20, rank: 1 },
];

describe('team suggestions in the page language', () => {
  it.each([
    [
      'built around and left out',
      'garrow-oak',
      true,
      false,
      'ギャロウが軸と除外の両方に入っています。どちらか一方から外してください。',
    ],
    [
      'below the level and rank asked',
      'keel',
      false,
      true,
      'キールは指定したレベルとランクに届いていません。',
    ],
  ])(
    'says why a lock cannot be honoured (%s) with the character’s name',
    async (_what, lock, leaveOut, builtOnly, says) => {
      const user = userEvent.setup();
      const labels = teamsLabels('ja');
      render(
        <TeamSuggestions
          data={data}
          mode="story"
          owned={owned}
          names={names}
          onLoad={() => undefined}
          labels={labels}
        />,
      );
      await user.selectOptions(screen.getByLabelText(labels.buildAround), lock);
      if (leaveOut) await user.click(screen.getByRole('checkbox', { name: names.get(lock) }));
      if (builtOnly) await user.click(screen.getByLabelText(labels.builtOnly));
      await user.click(screen.getByRole('button', { name: labels.suggest }));
      expect(screen.getByText(says, { exact: false })).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/locked|pool|excluded/);
    },
  );
});
