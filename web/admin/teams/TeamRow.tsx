import { useState } from 'react';
import { Ban, Pencil, RotateCcw } from 'lucide-react';
import type { AdminTeamDto } from '../../../core/teams';
import type { MessageDescriptor } from '@lingui/core';
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
import { useI18n } from '../../hooks/useI18n';
import { membersText, teamChangeKeys, teamStatus } from './teams';
import styles from './teams.module.css';

const STATUS_BADGE = { Disqualified: fairPlay.badgeDanger, Completed: 'badge-success', Hunting: controls.badgeMuted };
const STATUS_NAMES: Record<keyof typeof STATUS_BADGE, MessageDescriptor> = {
  Disqualified: /*i18n*/ { id: 'admin.teams.status.disqualified', message: 'Disqualified' },
  Completed: /*i18n*/ { id: 'admin.teams.status.completed', message: 'Completed' },
  Hunting: /*i18n*/ { id: 'admin.teams.status.hunting', message: 'Hunting' },
};

/** A team's row: its code, members, standing, and rename, disqualify or reinstate, delete. */
export function TeamRow({ team, teamSize, onRename }: { team: AdminTeamDto; teamSize: number; onRename: () => void }) {
  const perform = useAdminAction();
  const i18n = useI18n();
  const [busy, setBusy] = useState(false);
  const status = teamStatus(team);
  const keys = teamChangeKeys(team.eventId);

  async function setDisqualified(disqualified: boolean) {
    setBusy(true);
    await perform(() => adminApi.setTeamDisqualified(team.id, disqualified), {
      success: disqualified
        ? {
            title: i18n._({ id: 'admin.teams.disqualified', message: 'Team Disqualified' }),
            description: i18n._({ id: 'admin.teams.disqualifiedDescription', message: '{name} is off the team board and the prize tiers', values: { name: team.name } }),
          }
        : {
            title: i18n._({ id: 'admin.teams.reinstated', message: 'Team Reinstated' }),
            description: i18n._({ id: 'admin.teams.reinstatedDescription', message: '{name} is back on the team board', values: { name: team.name } }),
          },
      failure: i18n._({ id: 'admin.teams.updateFailed', message: 'Update Failed' }),
      fallback: i18n._({ id: 'admin.teams.updateFailedFallback', message: 'Failed to update the team' }),
      ...keys,
    });
    setBusy(false);
  }

  function remove() {
    void perform(() => adminApi.deleteTeam(team.id), {
      success: { title: i18n._({ id: 'admin.teams.deleted', message: 'Team Deleted' }), description: team.name },
      failure: i18n._({ id: 'admin.teams.deleteFailed', message: 'Deletion Failed' }),
      fallback: i18n._({ id: 'admin.teams.deleteFailedFallback', message: 'Failed to delete the team' }),
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
      <td className={tables.numeric}>{i18n.number(team.totalPoints)}</td>
      <td className={tables.numeric}>{i18n.number(team.piecesFound)}</td>
      <td>
        <span className={`badge ${STATUS_BADGE[status]}`}>{i18n._(STATUS_NAMES[status])}</span>
        {team.completedAt && status === 'Completed' && <span className={`muted small ${tables.cellSub}`}>{formatDateTime(team.completedAt)}</span>}
      </td>
      <td>
        <div className={tables.rowActions}>
          <IconButton label={i18n._({ id: 'admin.teams.rename', message: 'Rename team' })} onClick={onRename}>
            <Pencil size={16} aria-hidden />
          </IconButton>
          {team.disqualifiedAt ? (
            <IconButton label={i18n._({ id: 'admin.teams.reinstate', message: 'Reinstate team' })} disabled={busy} onClick={() => void setDisqualified(false)}>
              <RotateCcw size={16} aria-hidden />
            </IconButton>
          ) : (
            <ConfirmAction
              trigger={
                <IconButton label={i18n._({ id: 'admin.teams.disqualify', message: 'Disqualify team' })} danger disabled={busy}>
                  <Ban size={16} aria-hidden />
                </IconButton>
              }
              title={i18n._({ id: 'admin.teams.disqualifyTitle', message: 'Disqualify {name}?', values: { name: team.name } })}
              description={i18n._({
                id: 'admin.teams.disqualifyDescription',
                message: 'The team leaves the team board and the prize tiers; its members keep their accounts and finds. You can reinstate it later.',
              })}
              confirmLabel={i18n._({ id: 'admin.fairPlay.disqualify', message: 'Disqualify' })}
              onConfirm={() => void setDisqualified(true)}
            />
          )}
          <DeleteRowAction
            label={i18n._({ id: 'admin.teams.delete', message: 'Delete team' })}
            title={i18n._({ id: 'admin.teams.deleteTitle', message: 'Delete {name}?', values: { name: team.name } })}
            description={i18n._({
              id: 'admin.teams.deleteDescription',
              message: 'Its {count, plural, one {# member} other {# members}} stay in the event without a team. This cannot be undone.',
              values: { count: team.members.length },
            })}
            onConfirm={remove}
          />
        </div>
      </td>
    </tr>
  );
}
