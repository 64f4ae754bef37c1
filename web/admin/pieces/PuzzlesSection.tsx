import type { CodeHealthFlag } from '../../../core/codeHealth';
import { useEffect, useRef, useState } from 'react';
import { ImageOff, Pencil, Plus } from 'lucide-react';
import type { AdminPieceDto } from '../../../core/admin';
import { API } from '../../../core/apiPaths';
import { ADMIN_API } from '../../../core/adminPaths';
import { isUploadedImage } from '../../../core/imageTypes';
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
import { useI18n } from '../../hooks/useI18n';
import { ContentEventNote } from '../shared/ContentEventField';
import { Breakable } from '../shared/Breakable';

export default function PuzzlesSection() {
  const i18n = useI18n();
  const { pieces, error, isLoading } = useAdminPuzzles();
  const { flags } = useCodeHealth();
  const [dialog, setDialog] = useState<{ piece: AdminPieceDto | null } | null>(null);
  // A new piece joins the end of the table, often below the fold: it is shown and marked.
  const [createdId, setCreatedId] = useState<number | null>(null);

  return (
    <div className={`card ${panel.adminPanel}`}>
      <div className={panel.panelToolbar}>
        <p className="muted small">{i18n._({ id: 'admin.pieces.lead', message: 'The pieces participants collect. A piece that is in use cannot be deleted.' })}</p>
        <button type="button" className="btn btn-primary" onClick={() => setDialog({ piece: null })} data-testid="create-piece">
          <Plus size={18} aria-hidden />
          {i18n._({ id: 'admin.pieces.create', message: 'Create Puzzle Piece' })}
        </button>
      </div>
      <AdminTable
        isLoading={isLoading}
        error={error}
        what={i18n._({ id: 'admin.pieces.what', message: 'puzzle pieces' })}
        rowCount={pieces?.length}
        columns={[
          i18n._({ id: 'admin.pieces.column.preview', message: 'Preview' }),
          i18n._({ id: 'admin.pieces.column.name', message: 'Name' }),
          i18n._({ id: 'admin.pieces.column.imageUrl', message: 'Image URL' }),
          i18n._({ id: 'admin.pieces.column.actions', message: 'Actions' }),
        ]}
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
  const i18n = useI18n();
  // core/imageTypes.ts's imageUrlLabel, in the language on screen (the CLI writes it in English).
  const url = piece.imageUrl?.trim() ?? '';
  const label = !url
    ? i18n._({ id: 'admin.pieces.noImage', message: 'No image' })
    : isUploadedImage(url)
      ? i18n._({ id: 'admin.pieces.uploadedImage', message: 'Uploaded image' })
      : url;
  const row = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (justCreated) row.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [justCreated]);

  function remove() {
    void perform(() => adminApi.deletePiece(piece.id), {
      success: { title: i18n._({ id: 'admin.pieces.deleted', message: 'Puzzle Piece Deleted' }), description: piece.name },
      failure: i18n._({ id: 'admin.pieces.deleteFailed', message: 'Deletion Failed' }),
      fallback: i18n._({ id: 'admin.pieces.deleteFailedFallback', message: 'Failed to delete puzzle piece' }),
      revalidate: [ADMIN_API.puzzles, ADMIN_API.qrLinks],
      participantKeys: [API.puzzles],
    });
  }

  return (
    <tr ref={row} className={classNames(justCreated && tables.justCreated)} data-testid="piece-row" data-just-created={justCreated || undefined}>
      <td>
        <span className={tables.thumb}>
          {piece.imageUrl ? (
            <img src={piece.imageUrl} alt={i18n._({ id: 'admin.pieces.preview', message: '{name} preview', values: { name: piece.name } })} loading="lazy" />
          ) : (
            <ImageOff size={20} aria-label={i18n._({ id: 'admin.pieces.noImage', message: 'No image' })} />
          )}
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
          <IconButton label={i18n._({ id: 'admin.pieces.edit', message: 'Edit puzzle piece' })} onClick={onEdit}>
            <Pencil size={16} aria-hidden />
          </IconButton>
          <DeleteRowAction
            label={i18n._({ id: 'admin.pieces.delete', message: 'Delete puzzle piece' })}
            title={i18n._({ id: 'admin.pieces.deleteTitle', message: 'Delete puzzle piece?' })}
            description={i18n._({ id: 'admin.pieces.deleteDescription', message: '{name} will be removed from the hunt. This cannot be undone.', values: { name: piece.name } })}
            onConfirm={remove}
          />
        </div>
      </td>
    </tr>
  );
}
