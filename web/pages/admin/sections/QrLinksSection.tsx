import { useState } from 'react';
import { Plus } from 'lucide-react';
import { ListState, TableScroll } from '../../../components/admin/ListState';
import { QrLinkActions } from '../../../components/admin/QrLinkActions';
import { QrLinkCreateDialog } from '../../../components/admin/QrLinkCreateDialog';
import { useQrLinks } from '../../../hooks/admin/useQrLinks';

export default function QrLinksSection() {
  const { qrLinks, error, isLoading } = useQrLinks();
  const [creating, setCreating] = useState(false);

  return (
    <div className="card admin-panel">
      <div className="panel-toolbar">
        <p className="muted small">Each code unlocks one puzzle piece when scanned.</p>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)} data-testid="create-qr-link">
          <Plus size={18} aria-hidden />
          Create QR Link
        </button>
      </div>
      <ListState isLoading={isLoading} error={error} what="QR links">
        {qrLinks?.length === 0 ? (
          <p className="empty-state">No QR links yet</p>
        ) : (
          <TableScroll label="QR links">
            <table className="admin-table" data-testid="qr-links-table">
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Puzzle Piece</th>
                  <th scope="col">Domain</th>
                  <th scope="col">Status</th>
                  <th scope="col">Scans</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {qrLinks?.map((link) => (
                  <tr key={link.id} data-testid="qr-link-row">
                    <td>
                      <code className="code-chip">{link.code}</code>
                    </td>
                    <td>{link.puzzlePieceName}</td>
                    <td className="muted small break-cell">{link.domain}</td>
                    <td>
                      <span className={`badge ${link.isActive ? 'badge-success' : 'badge-muted'}`}>{link.isActive ? 'Active' : 'Inactive'}</span>
                    </td>
                    <td>{link.scanCount}</td>
                    <td>
                      <QrLinkActions link={link} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </ListState>
      <QrLinkCreateDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
