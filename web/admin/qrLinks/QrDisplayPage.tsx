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
import { useI18n } from '../../hooks/useI18n';

/** Drawn large: a projector across a lecture hall still shows every module crisply. */
const QR_IMAGE = { width: 1024, margin: 2 } as const;
const REFRESH_MS = 20_000;

/**
 * /admin/display/{linkId}: a code for a screen (a stand, a projector). Its link carries a token
 * the server accepts for a minute; the page fetches a new one every 20 s, so the code on show is
 * always good and a photo of it is soon worth nothing.
 */
export default function QrDisplayPage({ user }: { user: UserDto }) {
  const i18n = useI18n();
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
      {error && !data && <p role="alert">{failureText(error, valid ? i18n._({ id: 'admin.qrLinks.displayFailed', message: 'Failed to load the code' }) : i18n._({ id: 'admin.qrLinks.notFound', message: 'QR link not found' }))}</p>}
      {data && (
        <>
          <h1 className={styles.qrDisplayTitle}>{data.puzzlePieceName}</h1>
          {data.url ? (
            image && <img className={styles.qrDisplayCode} src={image} alt={i18n._({ id: 'admin.qrLinks.displayAlt', message: 'QR code for {piece}', values: { piece: data.puzzlePieceName } })} data-testid="qr-display-code" />
          ) : (
            <p className={styles.qrDisplayOff}>{i18n._({ id: 'admin.qrLinks.switchedOff', message: 'This code is switched off.' })}</p>
          )}
          <p className={styles.qrDisplayHint}>
            {i18n._({
              id: 'admin.qrLinks.displayHint',
              message: 'Scan with Campus Hunt · {code} · the code changes every {seconds} s',
              values: { code: data.code, seconds: data.refreshAfterSeconds },
            })}
          </p>
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
