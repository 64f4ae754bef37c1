import { useState, type FormEvent } from 'react';
import type { AdminPieceDto } from '../../../core/admin';
import { API } from '../../../core/apiPaths';
import { ADMIN_API } from '../../../core/adminPaths';
import { useAdminAction } from '../shared/useAdminAction';
import { emptyPieceForm, pieceBody, pieceFormFrom, validatePieceForm, type PieceForm, type PieceFormProblems } from './pieces';
import { AdminDialog } from '../shared/AdminDialog';
import { TextAreaField, TextField } from '../shared/fields';
import { adminApi } from '../../lib/adminApi';
import { useI18n } from '../../hooks/useI18n';
import { ImageField } from './ImageField';
import { ContentEventField, contentEventId } from '../shared/ContentEventField';
import { useAdminEvents } from '../events/useAdminEvents';
import { HintsField } from './HintsField';
import { CLUE_MAX_LENGTH } from '../../../core/hints';
import forms from '../shared/forms.module.css';

interface PieceDialogProps {
  /** The piece to edit; null to create one. */
  piece: AdminPieceDto | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told of a piece just created, so the table can show it. */
  onCreated?: (piece: AdminPieceDto) => void;
}

export function PieceDialog({ piece, open, onOpenChange, onCreated }: PieceDialogProps) {
  const i18n = useI18n();
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={piece ? i18n._({ id: 'admin.pieces.editTitle', message: 'Edit Puzzle Piece' }) : i18n._({ id: 'admin.pieces.create', message: 'Create Puzzle Piece' })}
      description={
        piece
          ? i18n._({ id: 'admin.pieces.editDescription', message: 'Changes show for everyone at once.' })
          : i18n._({ id: 'admin.pieces.createDescription', message: 'A new piece to hide on campus.' })
      }
      testId="piece-dialog"
    >
      {open && <PieceFormBody key={piece?.id ?? 'new'} piece={piece} onDone={() => onOpenChange(false)} onCreated={onCreated} />}
    </AdminDialog>
  );
}

function PieceFormBody({ piece, onDone, onCreated }: { piece: AdminPieceDto | null; onDone: () => void; onCreated?: (piece: AdminPieceDto) => void }) {
  const perform = useAdminAction();
  const i18n = useI18n();
  const [form, setForm] = useState<PieceForm>(() => (piece ? pieceFormFrom(piece) : emptyPieceForm()));
  const [problems, setProblems] = useState<PieceFormProblems>({});
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<PieceForm>) => setForm((current) => ({ ...current, ...patch }));
  const { events } = useAdminEvents();
  const running = events?.find((event) => event.status === 'active');
  const chosenEvent = contentEventId(form.eventId);
  // A new piece in the running hunt: everyone still hunting needs it too.
  const addsToRunningHunt = !piece && running !== undefined && (chosenEvent === null || chosenEvent === running.id);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validatePieceForm(form);
    setProblems(found);
    if (Object.keys(found).length > 0 || saving) return;
    setSaving(true);
    const body = pieceBody(form);
    let created: AdminPieceDto | null = null;
    const ok = await perform(
      async () => {
        if (piece) return adminApi.updatePiece(piece.id, body);
        created = await adminApi.createPiece(body);
        return created;
      },
      {
        success: (saved) => ({
          title: piece ? i18n._({ id: 'admin.pieces.updated', message: 'Puzzle Piece Updated' }) : i18n._({ id: 'admin.pieces.created', message: 'Puzzle Piece Created' }),
          description: saved?.name ?? body.name,
        }),
        failure: piece ? i18n._({ id: 'admin.pieces.updateFailed', message: 'Update Failed' }) : i18n._({ id: 'admin.pieces.createFailed', message: 'Creation Failed' }),
        fallback: piece
          ? i18n._({ id: 'admin.pieces.updateFailedFallback', message: 'Failed to update puzzle piece' })
          : i18n._({ id: 'admin.pieces.createFailedFallback', message: 'Failed to create puzzle piece' }),
        // Piece names also show in the QR links table and on every dashboard.
        revalidate: [ADMIN_API.puzzles, ADMIN_API.qrLinks],
        participantKeys: [API.puzzles],
      },
    );
    setSaving(false);
    if (!ok) return;
    if (created) onCreated?.(created);
    onDone();
  }

  return (
    <form className={forms.adminForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        id="piece-name"
        label={i18n._({ id: 'admin.pieces.field.name', message: 'Name' })}
        required value={form.name} onChange={(name) => set({ name })} maxLength={100} error={problems.name} data-testid="piece-name-input" />
      <TextAreaField
        id="piece-description"
        label={i18n._({ id: 'admin.pieces.field.description', message: 'Description' })}
        value={form.description} onChange={(description) => set({ description })} maxLength={1000} error={problems.description} />
      <ImageField id="piece-image" value={form.imageUrl} onChange={(imageUrl) => set({ imageUrl })} error={problems.imageUrl} />
      <ContentEventField id="piece-event" value={form.eventId} onChange={(eventId) => set({ eventId })} disabled={(piece?.collectedCount ?? 0) > 0} />
      <TextAreaField
        id="piece-clue"
        label={i18n._({ id: 'admin.pieces.field.clue', message: 'Clue' })}
        hint={i18n._({ id: 'admin.pieces.clueHint', message: 'The riddle, cipher or photo detail that leads to where its code hangs. Every student sees it from the start.' })}
        value={form.clue}
        onChange={(clue) => set({ clue })}
        maxLength={CLUE_MAX_LENGTH}
        error={problems.clue}
        data-testid="piece-clue-input"
      />
      <ImageField
        id="piece-clue-image"
        label={i18n._({ id: 'admin.pieces.clueImage', message: 'Clue image' })}
        testIdPrefix="clue-image" value={form.clueImageUrl} onChange={(clueImageUrl) => set({ clueImageUrl })} error={problems.clueImageUrl} />
      <HintsField hints={form.hints} onChange={(hints) => set({ hints })} problems={problems} />
      {addsToRunningHunt && (
        <p className={forms.formWarning} role="note" data-testid="running-hunt-warning">
          {i18n._({
            id: 'admin.pieces.runningWarning',
            message: '{name} is running. Students who have already finished stay finished; everyone still hunting will need this piece too.',
            values: { name: running.name },
          })}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {i18n._({ id: 'admin.shared.cancel', message: 'Cancel' })}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="piece-submit">
          {saving
            ? i18n._({ id: 'admin.pieces.saving', message: 'Saving...' })
            : piece
              ? i18n._({ id: 'admin.pieces.save', message: 'Save Changes' })
              : addsToRunningHunt
                ? i18n._({ id: 'admin.pieces.addToRunning', message: 'Add to the Running Hunt' })
                : i18n._({ id: 'admin.pieces.create', message: 'Create Puzzle Piece' })}
        </button>
      </div>
    </form>
  );
}
