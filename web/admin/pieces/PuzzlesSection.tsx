import type { CodeHealthFlag } from '../../../core/codeHealth';
import { useEffect, useRef, useState } from 'react';
import { ImageOff, Pencil, Plus } from 'lucide-react';
import type { AdminPieceDto } from '../../../core/admin';
import { API } from '../../../core/apiPaths';
import { ADMIN_API } from '../../../core/adminPaths';
import { imageUrlLabel, isUploadedImage } from '../../../core/imageTypes';
import { DeleteRowAction } from '../shared/ConfirmAction';
import { IconButton } from '../shared/IconButton';
import { AdminTable } from '../shared/AdminTable';
import { PieceDialog } from './PieceDialog';
import { useAdminAction } from '../shared/useAdminAction';
import { useAdminPuzzles } from './useAdminPuzzles';
import { flagsFor, useCodeHealth } from '../shared/useCodeHealth';
import { HealthFlags } from '../shared/CodeHealth';
import panel from '../shared/panel.module.css';
import tables from '../shared/tables.module.css';
import { classNames } from '../shared/classNames';
import { adminApi } from '../../lib/adminApi';
import { ContentEventNote } from '../shared/ContentEventField';
import { Breakable } from '../shared/Breakable';

export default function PuzzlesSection() {
  const { pieces, error, isLoading } = useAdminPuzzles();
  const { flags } = useCodeHealth();
  const [dialog, setDialog] = useState<{ piece: AdminPieceDto | null } | null>(null);
  // A new piece joins the end of the table, often below the fold: it is shown and marked.
  const [createdId, setCreatedId] = useState<number | null>(null);

  return (
    <div className={`card ${panel.adminPanel}`}>
      <div className={panel.panelToolbar}>
        <p className="muted small">The pieces participants collect. A piece that is in use cannot be deleted.</p>
        <button type="button" className="btn btn-primary" onClick={() => setDialog({ piece: null })} data-testid="create-piece">
          <Plus size={18} aria-hidden />
          Create Puzzle Piece
        </button>
      </div>
      <AdminTable
        isLoading={isLoading}
        error={error}
        what="puzzle pieces"
        rowCount={pieces?.length}
        columns={['Preview', 'Name', 'Image URL', 'Actions']}
        testId="pieces-table"
      >
        {pieces?.map((piece) => (
          <PieceRow key={piece.id} piece={piece} flags={flagsFor(flags, { pieceId: piece.id })} onEdit={() => setDialog({ piece })} justCreated={piece.id === createdId} />
        ))}
      </AdminTable>
      <PieceDialog
        piece={dialog?.piece ?? null}
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        onCreated={(created) => setCreatedId(created.id)}
      />
    </div>
  );
}

function PieceRow({ piece, flags, onEdit, justCreated }: { piece: AdminPieceDto; flags: CodeHealthFlag[]; onEdit: () => void; justCreated: boolean }) {
  const perform = useAdminAction();
  const label = imageUrlLabel(piece.imageUrl);
  const row = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (justCreated) row.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [justCreated]);

  function remove() {
    void perform(() => adminApi.deletePiece(piece.id), {
      success: { title: 'Puzzle Piece Deleted', description: piece.name },
      failure: 'Deletion Failed',
      fallback: 'Failed to delete puzzle piece',
      revalidate: [ADMIN_API.puzzles, ADMIN_API.qrLinks],
      participantKeys: [API.puzzles],
    });
  }

  return (
    <tr ref={row} className={classNames(justCreated && tables.justCreated)} data-testid="piece-row" data-just-created={justCreated || undefined}>
      <td>
        <span className={tables.thumb}>
          {piece.imageUrl ? <img src={piece.imageUrl} alt={`${piece.name} preview`} loading="lazy" /> : <ImageOff size={20} aria-label="No image" />}
        </span>
      </td>
      <td>
        <span className={tables.strong}>{piece.name}</span>
        {piece.description && <span className={`muted small ${tables.cellSub}`}>{piece.description}</span>}
        <ContentEventNote eventId={piece.eventId} className={`muted small ${tables.cellSub}`} />
        <HealthFlags flags={flags} />
      </td>
      <td className={classNames('small', tables.breakCell, !(piece.imageUrl && !isUploadedImage(piece.imageUrl)) && 'muted')}>
        <Breakable text={label} />
      </td>
      <td>
        <div className={tables.rowActions}>
          <IconButton label="Edit puzzle piece" onClick={onEdit}>
            <Pencil size={16} aria-hidden />
          </IconButton>
          <DeleteRowAction
            label="Delete puzzle piece"
            title="Delete puzzle piece?"
            description={`${piece.name} will be removed from the hunt. This cannot be undone.`}
            onConfirm={remove}
          />
        </div>
      </td>
    </tr>
  );
}
