import { Dialog } from 'radix-ui';
import { teamApi } from '../../lib/teamApi';
import { toast } from '../../lib/toastStore';
import { useTeamChange } from './useTeamChange';

/**
 * 'Leave TEAM?': asked first, as every step that cannot be taken back is. A refusal (teams
 * closed meanwhile) stays in the dialog in the server's words. Radix's Dialog, which the
 * scanner and the account's deletion already load, rather than a chunk of AlertDialog's own.
 */
export default function LeaveTeamDialog({ teamName, onClose }: { teamName: string; onClose: () => void }) {
  const { change, busy, problem } = useTeamChange();

  async function leave() {
    if (!(await change(() => teamApi.leaveTeam(), 'You could not leave the team. Please try again.'))) return;
    toast({ title: 'You left the team', description: `You are no longer in ${teamName}.` });
    onClose();
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog team-dialog" data-testid="leave-team-dialog">
          <Dialog.Title className="dialog-title">Leave {teamName}?</Dialog.Title>
          <Dialog.Description className="muted">
            While teams are open you can come back with the team's code, create another team or join one.
          </Dialog.Description>
          {problem && (
            <p className="error-text" role="alert">
              {problem}
            </p>
          )}
          <div className="form-actions">
            <Dialog.Close className="btn btn-outline" disabled={busy}>
              Stay
            </Dialog.Close>
            <button type="button" className="btn btn-danger" onClick={() => void leave()} disabled={busy} data-testid="leave-team-confirm">
              {busy ? 'Leaving...' : 'Leave team'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
