import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useI18n } from '../../hooks/useI18n';
import { failureWords } from '../../lib/api';
import { DeclarationCheckbox } from '../landing/DeclarationCheckbox';
import { allAccepted, DECLARATIONS } from '../landing/declarations';

interface DeclarationsDialogProps {
  open: boolean;
  /** Records the acceptance and sends the waiting code; rejects when it could not be recorded. */
  onAccept: () => Promise<void>;
  /** Closed without accepting: the waiting code is dropped. */
  onCancel: () => void;
}

/**
 * The landing's three declarations, asked once before a first piece of a student who never
 * accepted them (one who came by a printed link skips the landing). The same texts as the
 * landing's (landing/declarations.ts); the privacy link opens beside the scanner, so the code
 * waiting here is not lost.
 */
export function DeclarationsDialog({ open, onAccept, onCancel }: DeclarationsDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog declarations-dialog" data-testid="declarations-dialog">
          {/* Radix mounts the content per opening: the boxes start unticked every time it asks. */}
          <DeclarationsForm onAccept={onAccept} onCancel={onCancel} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DeclarationsForm({ onAccept, onCancel }: Omit<DeclarationsDialogProps, 'open'>) {
  const i18n = useI18n();
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ready = allAccepted(ticked) && !saving;

  async function accept() {
    if (!ready) return;
    setSaving(true);
    setProblem(null);
    try {
      await onAccept();
    } catch (error) {
      setProblem(
        i18n._({
          id: 'declarations.failed',
          message: 'Your acceptance could not be saved ({reason}). Check your connection and try again.',
          values: { reason: failureWords(error) || i18n._({ id: 'declarations.noAnswer', message: 'no answer' }) },
        }),
      );
      setSaving(false);
    }
  }

  return (
    <>
      <Dialog.Title className="dialog-title">{i18n._({ id: 'declarations.dialog.title', message: 'Mission Briefing' })}</Dialog.Title>
      <Dialog.Description className="muted">
        {i18n._({ id: 'declarations.dialog.lead', message: 'Before your first piece, read and accept the three declarations. You are asked once.' })}
      </Dialog.Description>
      <div className="declarations">
        {DECLARATIONS.map((declaration) => (
          <DeclarationCheckbox
            key={declaration.id}
            id={`dialog-${declaration.id}`}
            title={i18n._(declaration.title)}
            text={
              <>
                {i18n._(declaration.text)}
                {declaration.link && (
                  <>
                    {' '}
                    <a href={declaration.link.href} target="_blank" rel="noopener">
                      {i18n._(declaration.link.label)}
                    </a>
                  </>
                )}
              </>
            }
            checked={ticked[declaration.id] === true}
            onCheckedChange={(checked) => setTicked((current) => ({ ...current, [declaration.id]: checked }))}
          />
        ))}
      </div>
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {i18n._({ id: 'declarations.dialog.cancel', message: 'Cancel' })}
        </button>
        <button type="button" className="btn btn-primary" disabled={!ready} onClick={() => void accept()}>
          {saving ? i18n._({ id: 'declarations.dialog.saving', message: 'Saving...' }) : i18n._({ id: 'declarations.dialog.accept', message: 'Accept and Collect' })}
        </button>
      </div>
    </>
  );
}
