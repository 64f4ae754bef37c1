import QRCode from 'qrcode';
import { useState } from 'react';
import { Copy, Download, ExternalLink, MapPin, MonitorPlay, Printer } from 'lucide-react';
import type { QrLinkDto } from '../../../core/admin';
import { ADMIN_API, posterPath } from '../../../core/adminPaths';
import { scanLink } from '../../../core/scanCode';
import { useAdminAction } from '../shared/useAdminAction';
import { downloadUrl } from '../shared/download';
import { qrFileName } from './qrFileName';
import { adminApi } from '../../lib/adminApi';
import { toast } from '../../lib/toastStore';
import { DeleteRowAction } from '../shared/ConfirmAction';
import { IconButton, IconLink } from '../shared/IconButton';
import { QrLinkPlaceDialog } from './QrLinkEditors';
import tables from '../shared/tables.module.css';

/** The printed PNG is 512 px wide with a margin of 2 modules. */
const QR_PNG = { width: 512, margin: 2 } as const;

/** Download the PNG, copy the link, open it in a new tab, set its place, show it on a screen, delete (after a confirmation). */
export function QrLinkActions({ link }: { link: QrLinkDto }) {
  const perform = useAdminAction();
  const [placing, setPlacing] = useState(false);
  const url = scanLink(link.domain, link.code);

  async function download() {
    try {
      const image = await QRCode.toDataURL(url, QR_PNG);
      downloadUrl(image, qrFileName(link.code, link.puzzlePieceName));
      toast({ title: 'QR Code Downloaded', description: `QR code for ${link.code} saved` });
    } catch (error) {
      console.error('QR code generation failed', error);
      toast({ title: 'Download Failed', description: 'Failed to generate QR code', variant: 'destructive' });
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link Copied', description: url });
    } catch {
      toast({ title: 'Copy Failed', description: 'Please copy the link manually', variant: 'destructive' });
    }
  }

  function remove() {
    void perform(() => adminApi.deleteLink(link.id), {
      success: { title: 'QR Link Deleted', description: `${link.code} no longer unlocks a piece` },
      failure: 'Deletion Failed',
      fallback: 'Failed to delete QR link',
      revalidate: [ADMIN_API.qrLinks, ADMIN_API.puzzles],
    });
  }

  return (
    <div className={tables.rowActions}>
      <IconButton label="Download QR code" onClick={() => void download()}>
        <Download size={16} aria-hidden />
      </IconButton>
      <IconLink label="Print poster (PDF)" href={posterPath({ codes: [link.code] })} download>
        <Printer size={16} aria-hidden />
      </IconLink>
      <IconButton label="Copy link" onClick={() => void copy()}>
        <Copy size={16} aria-hidden />
      </IconButton>
      <IconLink label="Open link in new tab" href={url}>
        <ExternalLink size={16} aria-hidden />
      </IconLink>
      <IconButton label="Set where the code hangs" onClick={() => setPlacing(true)}>
        <MapPin size={16} aria-hidden />
      </IconButton>
      <QrLinkPlaceDialog link={link} open={placing} onOpenChange={setPlacing} />
      <IconLink label="Show on a screen (rotating code)" href={`/admin/display/${link.id}`}>
        <MonitorPlay size={16} aria-hidden />
      </IconLink>
      <DeleteRowAction
        label="Delete QR link"
        title="Delete QR link?"
        description={`The code ${link.code} will stop unlocking ${link.puzzlePieceName}. This cannot be undone.`}
        onConfirm={remove}
      />
    </div>
  );
}
