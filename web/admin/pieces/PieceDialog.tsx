import { useState, type FormEvent } from 'react';
import type { AdminPieceDto } from '../../../core/admin';
import { API } from '../../../core/apiPaths';
import { ADMIN_API } from '../../../core/adminPaths';
import { useAdminAction } from '../shared/useAdminAction';
import { emptyPieceForm, pieceBody, pieceFormFrom, validatePieceForm, type PieceForm } from './pieces';
import { AdminDialog } from '../shared/AdminDialog';
import { FormError, TextAreaField, TextField } from '../shared/fields';
import { adminApi } from '../../lib/adminApi';
import { ImageField } from './ImageField';
import forms from '../shared/forms.module.css';

interface PieceDialogProps {
  /** The piece to edit; null to create one. */
  piece: AdminPieceDto | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PieceDialog({ piece, open, onOpenChange }: PieceDialogProps) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={piece ? 'Edit Puzzle Piece' : 'Create Puzzle Piece'}
      description={piece ? `Changes show for everyone at once.` : 'A new piece to hide on campus.'}
      testId="piece-dialog"
    >
      {open && <PieceFormBody key={piece?.id ?? 'new'} piece={piece} onDone={() => onOpenChange(false)} />}
    </AdminDialog>
  );
}

function PieceFormBody({ piece, onDone }: { piece: AdminPieceDto | null; onDone: () => void }) {
  const perform = useAdminAction();
  const [form, setForm] = useState<PieceForm>(() => (piece ? pieceFormFrom(piece) : emptyPieceForm()));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<PieceForm>) => setForm((current) => ({ ...current, ...patch }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validatePieceForm(form);
    setProblem(invalid);
    if (invalid || saving) return;
    setSaving(true);
    const body = pieceBody(form);
    const ok = await perform(
      () => (piece ? adminApi.updatePiece(piece.id, body) : adminApi.createPiece(body)),
      {
        success: (saved) => ({ title: piece ? 'Puzzle Piece Updated' : 'Puzzle Piece Created', description: saved?.name ?? body.name }),
        failure: piece ? 'Update Failed' : 'Creation Failed',
        fallback: piece ? 'Failed to update puzzle piece' : 'Failed to create puzzle piece',
        // Piece names also show in the QR links table and on every dashboard.
        revalidate: [ADMIN_API.puzzles, ADMIN_API.qrLinks],
        participantKeys: [API.puzzles],
      },
    );
    setSaving(false);
    if (ok) onDone();
  }

  return (
    <form className={forms.adminForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField id="piece-name" label="Name" required value={form.name} onChange={(name) => set({ name })} maxLength={100} data-testid="piece-name-input" />
      <TextAreaField id="piece-description" label="Description" value={form.description} onChange={(description) => set({ description })} maxLength={1000} />
      <ImageField id="piece-image" value={form.imageUrl} onChange={(imageUrl) => set({ imageUrl })} />
      <FormError message={problem} />
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="piece-submit">
          {saving ? 'Saving...' : piece ? 'Save Changes' : 'Create Puzzle Piece'}
        </button>
      </div>
    </form>
  );
}
