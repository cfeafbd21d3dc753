'use client';

import Link from '@/components/common/page-link';
import { Icon } from '@/components/common/icon';
import { useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { RosterCatalogEntry } from '@/lib/queries/roster';
import { firebaseConfigured } from '@/lib/firebase/client';
import { exportFileName, rosterToFile } from '@/lib/player/roster-export';
import { loadSavedTeams, saveSavedTeam } from '@/lib/player/saved-team-store';
import { announceTeamSaved } from '@/lib/player/saved-team';
import { RosterEntryFields } from './roster-entry-fields';
import { RosterSnapshots } from './roster-snapshots';
import { useRoster } from './use-roster';
import { TitledSection } from '@/components/common/titled-section';
import { ColumnHeads } from '@/components/common/column-heads';
import { fill } from '@/lib/i18n/fill';
import type { RosterLabels } from './player-labels';

/** The roster page's client part: add, edit, remove, export, import and snapshots. */
export function RosterManager({ catalog, labels }: { catalog: RosterCatalogEntry[]; labels: RosterLabels }) {
  const { roster, snapshots, add: addCharacter, change, remove, replace, clear, error } = useRoster();
  const byId = useMemo(() => new Map(catalog.map((c) => [c._id, c])), [catalog]);
  const [adding, setAdding] = useState('');
  const [importErrors, setImportErrors] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  if (error) return <Alert variant="danger">{fill(labels.storageError, { error: error.message })}</Alert>;
  if (!roster)
    return (
      <p className="text-body-secondary" role="status">
        {labels.loading}
      </p>
    );

  const owned = new Set(roster.characters.map((e) => e.character));
  const addable = catalog.filter((c) => !owned.has(c._id));

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!adding) return;
    void addCharacter(adding);
    setAdding('');
  };

  const exportFile = async () => {
    const blob = new Blob([rosterToFile(roster, await loadSavedTeams())], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = exportFileName(new Date());
    a.click();
    URL.revokeObjectURL(url);
  };

  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    setNotice(null);
    if (!file) return;
    if (file.size > 1_000_000) {
      setImportErrors([fill(labels.tooBig, { kb: Math.round(file.size / 1024) })]);
      return;
    }
    // The zod schema that checks the file is fetched only when a file is imported.
    const { parseRosterFile } = await import('@/lib/player/roster-file');
    const result = parseRosterFile(await file.text(), new Set(byId.keys()));
    if (!result.ok) {
      setImportErrors(result.errors);
      return;
    }
    setImportErrors(null);
    await replace(result.roster, 'import');
    // Restored as changed now, so a sync keeps the file's version of each team over an older one.
    const now = new Date().toISOString();
    for (const team of result.teams) await saveSavedTeam({ ...team, updatedAt: now });
    if (result.teams.length > 0) announceTeamSaved();
    const counts = { count: result.roster.characters.length, teams: result.teams.length, file: file.name };
    setNotice(fill(result.teams.length > 0 ? labels.importedTeams : labels.imported, counts));
  };

  return (
    <>
      <TitledSection
        id="owned"
        title={
          <>
            {labels.owned}{' '}
            <span className="badge text-bg-secondary align-middle">{roster.characters.length}</span>
          </>
        }
      >
        <Form className="d-flex flex-wrap gap-2 my-3" onSubmit={add}>
          <Form.Select
            aria-label={labels.characterToAdd}
            style={{ maxWidth: '20rem' }}
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
          >
            <option value="">{labels.choose}</option>
            {addable.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}, {c.title}
              </option>
            ))}
          </Form.Select>
          <Button type="submit" disabled={!adding}>
            <Icon name="plus-lg" className="me-1" />
            {labels.add}
          </Button>
        </Form>
        {roster.characters.length === 0 ? (
          <p className="text-body-secondary">
            {labels.emptyBefore}
            <Link href="/chars">{labels.emptyLink}</Link>
            {labels.emptyAfter}
          </p>
        ) : (
          <Table responsive className="align-middle">
            <ColumnHeads
              columns={[
                { label: labels.colCharacter },
                { label: labels.colFields },
                { label: <span className="visually-hidden">{labels.remove}</span> },
              ]}
            />
            <tbody>
              {roster.characters.map((entry) => {
                const c = byId.get(entry.character);
                const name = c?.name ?? entry.character;
                return (
                  <tr key={entry.character} data-roster-entry={entry.character}>
                    <th scope="row">
                      {c ? <Link href={`/chars/${c._id}`}>{name}</Link> : fill(labels.gone, { name })}
                    </th>
                    <td>
                      <RosterEntryFields
                        entry={entry}
                        name={name}
                        builds={c?.builds ?? []}
                        onChange={(next) => void change(entry.character, next)}
                        labels={labels.fields}
                      />
                    </td>
                    <td className="text-end">
                      <Button
                        variant="outline-danger"
                        size="sm"
                        aria-label={fill(labels.removeName, { name })}
                        onClick={() => void remove(entry.character)}
                      >
                        <Icon name="trash" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </TitledSection>

      <TitledSection id="file" title={labels.fileTitle}>
        <p className="text-body-secondary">{labels.fileLead}</p>
        {importErrors && (
          <Alert variant="danger" onClose={() => setImportErrors(null)} dismissible>
            <p className="mb-1 fw-semibold">{labels.notImported}</p>
            <ul className="mb-0">
              {importErrors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </Alert>
        )}
        {notice && (
          <Alert variant="success" onClose={() => setNotice(null)} dismissible>
            {notice}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-primary" onClick={() => void exportFile()}>
            <Icon name="download" className="me-1" />
            {labels.export}
          </Button>
          <Button variant="outline-primary" onClick={() => fileInput.current?.click()}>
            <Icon name="upload" className="me-1" />
            {labels.import}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            className="d-none"
            aria-label={labels.fileLabel}
            onChange={(e) => void importFile(e)}
          />
          <Button
            variant="outline-danger"
            className="ms-auto"
            disabled={roster.characters.length === 0}
            onClick={() => {
              if (window.confirm(labels.confirmClear)) void clear();
            }}
          >
            {labels.clear}
          </Button>
        </div>
      </TitledSection>

      <TitledSection id="sync" title={labels.syncTitle}>
        <p className="text-body-secondary mb-0">
          {firebaseConfigured ? `${labels.syncOn} ${labels.mergeRule}` : labels.syncOff} {labels.seeBefore}
          <Link href="/me">{labels.seeLink}</Link>
          {labels.seeAfter}
        </p>
      </TitledSection>

      <RosterSnapshots
        snapshots={snapshots}
        names={(id) => byId.get(id)?.name ?? id}
        onRestore={replace}
        labels={labels.snapshots}
        dateLocale={labels.dateLocale}
      />
    </>
  );
}
