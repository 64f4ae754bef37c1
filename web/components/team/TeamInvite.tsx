import { useEffect, useRef, useState } from 'react';
import QRCode from 'qrcode';
import { Check, Clipboard } from 'lucide-react';
import { TIMINGS } from '../../../core/constants';
import { joinPath } from '../../../core/teamRules';
import { toast } from '../../lib/toastStore';
import { useI18n } from '../../hooks/useI18n';

/** The QR code's size in CSS pixels; drawn at twice that for sharp phone screens. */
const QR_SIZE = 220;

/**
 * How others join: the code, big, to read out; the join link to send, with Copy; and the link
 * as a QR code for a teammate standing by to scan with their phone's camera.
 */
export function TeamInvite({ teamName, code }: { teamName: string; code: string }) {
  const i18n = useI18n();
  const link = `${window.location.origin}${joinPath(code)}`;
  const image = useQrImage(link);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
    } catch (error) {
      console.error('Copy to clipboard failed', error);
      toast({
        title: i18n._({ id: 'share.copyFailed', message: 'Copy Failed' }),
        description: i18n._({ id: 'share.copyFailed.text', message: 'Please copy the link manually' }),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: i18n._({ id: 'share.copied', message: 'Link Copied!' }),
      description: i18n._({ id: 'team.invite.copied', message: 'Send it to your teammates to join' }),
    });
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), TIMINGS.copiedState);
  }

  return (
    <section className="card team-invite" aria-labelledby="team-invite-title" data-testid="team-invite">
      <h2 id="team-invite-title" className="card-title">
        {i18n._({ id: 'team.invite.title', message: 'Invite your teammates' })}
      </h2>
      <p className="muted">{i18n._({ id: 'team.invite.lead', message: 'They type the code on their Team page, open the link, or scan the QR code.' })}</p>
      <p className="team-code">
        <span className="sr-only">{i18n._({ id: 'team.invite.code', message: 'Join code:' })} </span>
        <span data-testid="team-join-code">{code}</span>
      </p>
      <div className="team-link">
        <span className="small break" data-testid="team-join-link">
          {link}
        </span>
        <button type="button" className="btn btn-outline" onClick={() => void copy()} data-testid="copy-join-link">
          {copied ? <Check size={18} aria-hidden /> : <Clipboard size={18} aria-hidden />}
          {copied ? i18n._({ id: 'share.copiedButton', message: 'Copied!' }) : i18n._({ id: 'team.invite.copy', message: 'Copy link' })}
        </button>
      </div>
      {image ? (
        <img src={image} width={QR_SIZE} height={QR_SIZE} alt={i18n._({ id: 'team.invite.qr', message: 'QR code to join {team}', values: { team: teamName } })} className="team-qr" data-testid="team-qr" />
      ) : (
        <div className="team-qr qr-placeholder" aria-hidden />
      )}
    </section>
  );
}

/** The link drawn as a QR code (a data: URL), once it is ready. */
function useQrImage(link: string): string | null {
  const [image, setImage] = useState<{ link: string; url: string } | null>(null);
  useEffect(() => {
    let active = true;
    QRCode.toDataURL(link, { width: QR_SIZE * 2, margin: 2 })
      .then((url) => active && setImage({ link, url }))
      .catch((error: unknown) => console.error('QR code generation failed', error));
    return () => {
      active = false;
    };
  }, [link]);
  // A code drawn for an earlier link is never shown for this one.
  return image?.link === link ? image.url : null;
}
