import { useState } from 'react';
import { Ban, Pencil, RotateCcw } from 'lucide-react';
import type { AdminTeamDto } from '../../../core/teams';
import { countOf } from '../../../core/plural';
import { ConfirmAction, DeleteRowAction } from '../shared/ConfirmAction';
import { IconButton } from '../shared/IconButton';
import { Breakable } from '../shared/Breakable';
import { useAdminAction } from '../shared/useAdminAction';
import { formatDateTime } from '../events/events';
import { FairPlayMarker } from '../fairPlay/FairPlayMarker';
import controls from '../shared/controls.module.css';
import fairPlay from '../fairPlay/fairPlay.module.css';
import tables from '../shared/tables.module.css';
import { adminApi } from '../../lib/adminApi';
import { membersText, teamChangeKeys, teamStatus } from './teams';
import styles from './teams.module.css';

const STATUS_BADGE = { Disqualified: fairPlay.badgeDanger, Completed: 'badge-success', Hunting: controls.badgeMuted };

/** A team's row: its code, members, standing, and rename, disqualify or reinstate, delete. */
export function TeamRow({ team, teamSize, onRename }: { team: AdminTeamDto; teamSize: number; onRename: () => void }) {
  const perform = useAdminAction();
  const [busy, setBusy] = useState(false);
  const status = teamStatus(team);
  const keys = teamChangeKeys(team.eventId);

  async function setDisqualified(disqualified: boolean) {
    setBusy(true);
    await perform(() => adminApi.setTeamDisqualified(team.id, disqualified), {
      success: disqualified
        ? { title: 'Team Disqualified', description: `${team.name} is off the team board and the prize tiers` }
        : { title: 'Team Reinstated', description: `${team.name} is back on the team board` },
      failure: 'Update Failed',
      fallback: 'Failed to update the team',
      ...keys,
    });
    setBusy(false);
  }

  function remove() {
    void perform(() => adminApi.deleteTeam(team.id), {
      success: { title: 'Team Deleted', description: team.name },
      failure: 'Deletion Failed',
      fallback: 'Failed to delete the team',
      ...keys,
    });
  }

  return (
    <tr data-testid="team-row">
      <td className={tables.strong}>
        {team.name}
        <FairPlayMarker openMarks={team.openMarks} />
      </td>
      <td>
        <span className={controls.codeChip}>{team.joinCode}</span>
      </td>
      <td>
        <span className={tables.nowrap}>{membersText(team, teamSize)}</span>
        {team.members.length > 0 && (
          <ul className={`muted small ${styles.memberList}`}>
            {team.members.map((member) => (
              <li key={member.userId}>
                {member.name} · <Breakable text={member.email} />
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className={tables.numeric}>{team.totalPoints}</td>
      <td className={tables.numeric}>{team.piecesFound}</td>
      <td>
        <span className={`badge ${STATUS_BADGE[status]}`}>{status}</span>
        {team.completedAt && status === 'Completed' && <span className={`muted small ${tables.cellSub}`}>{formatDateTime(team.completedAt)}</span>}
      </td>
      <td>
        <div className={tables.rowActions}>
          <IconButton label="Rename team" onClick={onRename}>
            <Pencil size={16} aria-hidden />
          </IconButton>
          {team.disqualifiedAt ? (
            <IconButton label="Reinstate team" disabled={busy} onClick={() => void setDisqualified(false)}>
              <RotateCcw size={16} aria-hidden />
            </IconButton>
          ) : (
            <ConfirmAction
              trigger={
                <IconButton label="Disqualify team" danger disabled={busy}>
                  <Ban size={16} aria-hidden />
                </IconButton>
              }
              title={`Disqualify ${team.name}?`}
              description="The team leaves the team board and the prize tiers; its members keep their accounts and finds. You can reinstate it later."
              confirmLabel="Disqualify"
              onConfirm={() => void setDisqualified(true)}
            />
          )}
          <DeleteRowAction
            label="Delete team"
            title={`Delete ${team.name}?`}
            description={`Its ${countOf(team.members.length, 'member')} stay in the event without a team. This cannot be undone.`}
            onConfirm={remove}
          />
        </div>
      </td>
    </tr>
  );
}
