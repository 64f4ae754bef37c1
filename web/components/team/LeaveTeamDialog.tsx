import { Dialog } from 'radix-ui';
import { teamApi } from '../../lib/teamApi';
import { toast } from '../../lib/toastStore';
import { useTeamChange } from './useTeamChange';
import { useI18n } from '../../hooks/useI18n';

/**
 * 'Leave TEAM?': asked first, as every step that cannot be taken back is. A refusal (teams
 * closed meanwhile) stays in the dialog in the server's words. Radix's Dialog, which the
 * scanner and the account's deletion already load, rather than a chunk of AlertDialog's own.
 */
export default function LeaveTeamDialog({ teamName, onClose }: { teamName: string; onClose: () => void }) {
  const i18n = useI18n();
  const { change, busy, problem } = useTeamChange();

  async function leave() {
    if (!(await change(() => teamApi.leaveTeam(), i18n._({ id: 'team.leave.failed', message: 'You could not leave the team. Please try again.' })))) return;
    toast({
      title: i18n._({ id: 'team.leave.done', message: 'You left the team' }),
      description: i18n._({ id: 'team.leave.done.text', message: 'You are no longer in {team}.', values: { team: teamName } }),
    });
    onClose();
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog team-dialog" data-testid="leave-team-dialog">
          <Dialog.Title className="dialog-title">{i18n._({ id: 'team.leave.title', message: 'Leave {team}?', values: { team: teamName } })}</Dialog.Title>
          <Dialog.Description className="muted">
            {i18n._({ id: 'team.leave.lead', message: "While teams are open you can come back with the team's code, create another team or join one." })}
          </Dialog.Description>
          {problem && (
            <p className="error-text" role="alert">
              {problem}
            </p>
          )}
          <div className="form-actions">
            <Dialog.Close className="btn btn-outline" disabled={busy}>
              {i18n._({ id: 'team.leave.stay', message: 'Stay' })}
            </Dialog.Close>
            <button type="button" className="btn btn-danger" onClick={() => void leave()} disabled={busy} data-testid="leave-team-confirm">
              {busy ? i18n._({ id: 'team.leave.busy', message: 'Leaving...' }) : i18n._({ id: 'team.leave', message: 'Leave team' })}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
