import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import QRCode from 'qrcode';
import { ADMIN_API } from '../../../core/adminPaths';
import type { UserDto } from '../../../core/contracts';
import { AccessDenied } from '../shared/AccessDenied';
import { failureText } from '../shared/failure';
import styles from './QrDisplayPage.module.css';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/** Drawn large: a projector across a lecture hall still shows every module crisply. */
const QR_IMAGE = { width: 1024, margin: 2 } as const;
const REFRESH_MS = 20_000;

/**
 * /admin/display/{linkId}: a code for a screen (a stand, a projector). Its link carries a token
 * the server accepts for a minute; the page fetches a new one every 20 s, so the code on show is
 * always good and a photo of it is soon worth nothing.
 */
export default function QrDisplayPage({ user }: { user: UserDto }) {
  const linkId = Number(useParams().linkId);
  const valid = Number.isInteger(linkId) && linkId > 0;
  const { data, error } = useAdminRead(user.role === 'admin' && valid ? ADMIN_API.qrLinkDisplay(linkId) : null, () => adminApi.linkDisplay(linkId), {
    refreshInterval: REFRESH_MS,
    refreshWhenHidden: true,
    revalidateOnFocus: true,
  });
  const image = useQrImage(data?.url ?? null);

  if (user.role !== 'admin') {
    return (
      <main className="container centred">
        <AccessDenied />
      </main>
    );
  }
  return (
    <main className={styles.qrDisplay} data-testid="qr-display">
      {error && !data && <p role="alert">{failureText(error, valid ? 'Failed to load the code' : 'QR link not found')}</p>}
      {data && (
        <>
          <h1 className={styles.qrDisplayTitle}>{data.puzzlePieceName}</h1>
          {data.url ? (
            image && <img className={styles.qrDisplayCode} src={image} alt={`QR code for ${data.puzzlePieceName}`} data-testid="qr-display-code" />
          ) : (
            <p className={styles.qrDisplayOff}>This code is switched off.</p>
          )}
          <p className={styles.qrDisplayHint}>Scan with Campus Hunt · {data.code} · the code changes every {data.refreshAfterSeconds} s</p>
        </>
      )}
    </main>
  );
}

/** The drawn code for `url`; null until the first is drawn, and while there is no link to show. */
function useQrImage(url: string | null): string | null {
  const [drawn, setDrawn] = useState<{ url: string; image: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    QRCode.toDataURL(url, QR_IMAGE)
      .then((image) => current && setDrawn({ url, image }))
      .catch((error: unknown) => console.error('QR code generation failed', error));
    return () => {
      current = false;
    };
  }, [url]);
  // The previous token's drawing stays up while the next is drawn (it is valid for 40 s more);
  // a switched-off code shows none.
  return url ? (drawn?.image ?? null) : null;
}
