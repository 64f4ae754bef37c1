import type { ReactElement, ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Trash } from 'lucide-react';
import { IconButton } from './IconButton';
import { classNames } from './classNames';
import controls from './controls.module.css';
import forms from './forms.module.css';
import { useI18n } from '../../hooks/useI18n';

interface ConfirmActionProps {
  /** The button that opens the confirmation. */
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  destructive?: boolean;
}

/** Asks before an irreversible change (delete, complete) with a Radix AlertDialog. */
export function ConfirmAction({ trigger, title, description, confirmLabel, onConfirm, destructive = true }: ConfirmActionProps) {
  const i18n = useI18n();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className={`dialog ${forms.confirmDialog}`} data-testid="confirm-dialog">
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="muted">{description}</AlertDialog.Description>
          <div className="form-actions">
            <AlertDialog.Cancel className="btn btn-outline">{i18n._({ id: 'admin.shared.cancel', message: 'Cancel' })}</AlertDialog.Cancel>
            <AlertDialog.Action className={classNames('btn', destructive ? controls.btnDanger : 'btn-primary')} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** A row's trash-can button that deletes after confirmation. */
export function DeleteRowAction({ label, title, description, onConfirm }: { label: string; title: string; description: ReactNode; onConfirm: () => void }) {
  const i18n = useI18n();
  return (
    <ConfirmAction
      trigger={
        <IconButton label={label} danger>
          <Trash size={16} aria-hidden />
        </IconButton>
      }
      title={title}
      description={description}
      confirmLabel={i18n._({ id: 'admin.shared.delete', message: 'Delete' })}
      onConfirm={onConfirm}
    />
  );
}
