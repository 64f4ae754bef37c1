import { useState } from 'react';
import { Plus, Printer } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';
import { posterPath } from '../../../core/adminPaths';
import { AdminTable } from '../shared/AdminTable';
import { QrLinkActions } from './QrLinkActions';
import { QrLinkCreateDialog } from './QrLinkCreateDialog';
import { QrLinkStatusToggle } from './QrLinkEditors';
import { flagsFor, useCodeHealth } from '../shared/useCodeHealth';
import { useQrLinks } from './useQrLinks';
import { HealthFlags } from '../shared/CodeHealth';
import { placeText } from './place';
import qrStyles from './qrLinks.module.css';
import controls from '../shared/controls.module.css';
import panel from '../shared/panel.module.css';
import tables from '../shared/tables.module.css';
import { Breakable } from '../shared/Breakable';

export default function QrLinksSection() {
  const i18n = useI18n();
  const { qrLinks, error, isLoading } = useQrLinks();
  const { flags } = useCodeHealth();
  const [creating, setCreating] = useState(false);

  return (
    <div className={`card ${panel.adminPanel}`}>
      <div className={panel.panelToolbar}>
        <p className="muted small">{i18n._({ id: 'admin.qrLinks.lead', message: 'Each code unlocks one puzzle piece when scanned.' })}</p>
        <div className={panel.toolbarButtons}>
          {/* A poster a page: the code in large type, the piece, and how to take part without a scanner. */}
          <a className="btn btn-outline" href={posterPath()} download data-testid="print-posters">
            <Printer size={18} aria-hidden />
            {i18n._({ id: 'admin.qrLinks.printPosters', message: 'Print Posters' })}
          </a>
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)} data-testid="create-qr-link">
            <Plus size={18} aria-hidden />
            {i18n._({ id: 'admin.qrLinks.create', message: 'Create QR Link' })}
          </button>
        </div>
      </div>
      <AdminTable
        isLoading={isLoading}
        error={error}
        what={i18n._({ id: 'admin.qrLinks.what', message: 'QR links' })}
        rowCount={qrLinks?.length}
        columns={[
          i18n._({ id: 'admin.qrLinks.column.code', message: 'Code' }),
          i18n._({ id: 'admin.qrLinks.column.piece', message: 'Puzzle Piece' }),
          i18n._({ id: 'admin.qrLinks.column.domain', message: 'Domain' }),
          i18n._({ id: 'admin.qrLinks.column.place', message: 'Place' }),
          i18n._({ id: 'admin.qrLinks.column.status', message: 'Status' }),
          i18n._({ id: 'admin.qrLinks.column.scans', message: 'Scans' }),
          i18n._({ id: 'admin.qrLinks.column.actions', message: 'Actions' }),
        ]}
        testId="qr-links-table"
      >
        {qrLinks?.map((link) => (
          <tr key={link.id} data-testid="qr-link-row">
            <td>
              <code className={controls.codeChip}>{link.code}</code>
              {link.screen && <span className={`badge badge-accent ${qrStyles.screenBadge}`}>{i18n._({ id: 'admin.qrLinks.screen', message: 'Screen' })}</span>}
            </td>
            <td>
              {link.puzzlePieceName}
              <HealthFlags flags={flagsFor(flags, { pieceId: link.puzzlePieceId })} />
            </td>
            <td className={`muted small ${tables.breakCell}`}>
              <Breakable text={link.domain} />
            </td>
            <td className={`small ${qrStyles.placeCell}`}>{placeText(link.place)}</td>
            <td>
              <QrLinkStatusToggle link={link} />
            </td>
            <td data-testid="qr-scan-count">{i18n.number(link.scanCount)}</td>
            <td>
              <QrLinkActions link={link} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <QrLinkCreateDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
