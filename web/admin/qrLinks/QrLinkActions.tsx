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
import { useI18n } from '../../hooks/useI18n';
import { DeleteRowAction } from '../shared/ConfirmAction';
import { IconButton, IconLink } from '../shared/IconButton';
import { QrLinkPlaceDialog } from './QrLinkEditors';
import tables from '../shared/tables.module.css';

/** The printed PNG is 512 px wide with a margin of 2 modules. */
const QR_PNG = { width: 512, margin: 2 } as const;

/** Download the PNG, copy the link, open it in a new tab, set its place, show it on a screen, delete (after a confirmation). */
export function QrLinkActions({ link }: { link: QrLinkDto }) {
  const perform = useAdminAction();
  const i18n = useI18n();
  const [placing, setPlacing] = useState(false);
  const url = scanLink(link.domain, link.code);

  async function download() {
    try {
      const image = await QRCode.toDataURL(url, QR_PNG);
      downloadUrl(image, qrFileName(link.code, link.puzzlePieceName));
      toast({
        title: i18n._({ id: 'admin.qrLinks.downloaded', message: 'QR Code Downloaded' }),
        description: i18n._({ id: 'admin.qrLinks.downloadedDescription', message: 'QR code for {code} saved', values: { code: link.code } }),
      });
    } catch (error) {
      console.error('QR code generation failed', error);
      toast({
        title: i18n._({ id: 'admin.qrLinks.downloadFailed', message: 'Download Failed' }),
        description: i18n._({ id: 'admin.qrLinks.downloadFailedDescription', message: 'Failed to generate QR code' }),
        variant: 'destructive',
      });
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: i18n._({ id: 'admin.qrLinks.copied', message: 'Link Copied' }), description: url });
    } catch {
      toast({
        title: i18n._({ id: 'admin.qrLinks.copyFailed', message: 'Copy Failed' }),
        description: i18n._({ id: 'admin.qrLinks.copyManually', message: 'Please copy the link manually' }),
        variant: 'destructive',
      });
    }
  }

  function remove() {
    void perform(() => adminApi.deleteLink(link.id), {
      success: {
        title: i18n._({ id: 'admin.qrLinks.deleted', message: 'QR Link Deleted' }),
        description: i18n._({ id: 'admin.qrLinks.deletedDescription', message: '{code} no longer unlocks a piece', values: { code: link.code } }),
      },
      failure: i18n._({ id: 'admin.qrLinks.deleteFailed', message: 'Deletion Failed' }),
      fallback: i18n._({ id: 'admin.qrLinks.deleteFailedFallback', message: 'Failed to delete QR link' }),
      revalidate: [ADMIN_API.qrLinks, ADMIN_API.puzzles],
    });
  }

  return (
    <div className={tables.rowActions}>
      <IconButton label={i18n._({ id: 'admin.qrLinks.download', message: 'Download QR code' })} onClick={() => void download()}>
        <Download size={16} aria-hidden />
      </IconButton>
      <IconLink label={i18n._({ id: 'admin.qrLinks.printPoster', message: 'Print poster (PDF)' })} href={posterPath({ codes: [link.code] })} download>
        <Printer size={16} aria-hidden />
      </IconLink>
      <IconButton label={i18n._({ id: 'admin.qrLinks.copy', message: 'Copy link' })} onClick={() => void copy()}>
        <Copy size={16} aria-hidden />
      </IconButton>
      <IconLink label={i18n._({ id: 'admin.qrLinks.open', message: 'Open link in new tab' })} href={url}>
        <ExternalLink size={16} aria-hidden />
      </IconLink>
      <IconButton label={i18n._({ id: 'admin.qrLinks.setPlace', message: 'Set where the code hangs' })} onClick={() => setPlacing(true)}>
        <MapPin size={16} aria-hidden />
      </IconButton>
      <QrLinkPlaceDialog link={link} open={placing} onOpenChange={setPlacing} />
      <IconLink label={i18n._({ id: 'admin.qrLinks.display', message: 'Show on a screen (rotating code)' })} href={`/admin/display/${link.id}`}>
        <MonitorPlay size={16} aria-hidden />
      </IconLink>
      <DeleteRowAction
        label={i18n._({ id: 'admin.qrLinks.delete', message: 'Delete QR link' })}
        title={i18n._({ id: 'admin.qrLinks.deleteTitle', message: 'Delete QR link?' })}
        description={i18n._({
          id: 'admin.qrLinks.deleteDescription',
          message: 'The code {code} will stop unlocking {piece}. This cannot be undone.',
          values: { code: link.code, piece: link.puzzlePieceName },
        })}
        onConfirm={remove}
      />
    </div>
  );
}
