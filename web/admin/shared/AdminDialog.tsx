import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import controls from './controls.module.css';
import forms from './forms.module.css';
import { classNames } from './classNames';
import { useI18n } from '../../hooks/useI18n';

interface AdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Wider on desktop (the questionnaire builder, tables). */
  wide?: boolean;
  testId?: string;
  children: ReactNode;
}

/** A Radix dialog with the admin area's head (title, optional description, close button). */
export function AdminDialog({ open, onOpenChange, title, description, wide, testId, children }: AdminDialogProps) {
  const i18n = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={classNames('dialog', forms.adminDialog, wide && forms.adminDialogWide)}
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog-head">
            <Dialog.Title className="dialog-title">{title}</Dialog.Title>
            <Dialog.Close className={`icon-button ${controls.iconButtonSm}`} aria-label={i18n._({ id: 'admin.shared.close', message: 'Close' })}>
              <X size={18} aria-hidden />
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="muted small">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
