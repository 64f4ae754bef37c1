import { useEffect, useRef, useState } from 'react';
import { Check, Share2 } from 'lucide-react';
import { TIMINGS } from '../../../core/constants';
import { shareProgress, shareText } from '../../lib/share';
import { toast } from '../../lib/toastStore';
import { useI18n } from '../../hooks/useI18n';

export function ShareButton({ collected, total }: { collected: number; total: number }) {
  const i18n = useI18n();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onShare() {
    const origin = window.location.origin;
    const outcome = await shareProgress(shareText(collected, total, origin), origin);
    if (outcome === 'shared') {
      toast({
        title: i18n._({ id: 'share.shared', message: 'Shared Successfully!' }),
        description: i18n._({ id: 'share.shared.text', message: 'Thanks for spreading the word!' }),
      });
    } else if (outcome === 'copied') {
      toast({
        title: i18n._({ id: 'share.copied', message: 'Link Copied!' }),
        description: i18n._({ id: 'share.copied.text', message: 'Share link has been copied to clipboard' }),
      });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), TIMINGS.copiedState);
    } else if (outcome === 'copy-failed') {
      toast({
        title: i18n._({ id: 'share.copyFailed', message: 'Copy Failed' }),
        description: i18n._({ id: 'share.copyFailed.text', message: 'Please copy the link manually' }),
        variant: 'destructive',
      });
    }
  }

  return (
    <button type="button" className="btn btn-outline" onClick={() => void onShare()} data-testid="share-button">
      {copied ? <Check size={18} aria-hidden /> : <Share2 size={18} aria-hidden />}
      {copied ? i18n._({ id: 'share.copiedButton', message: 'Copied!' }) : i18n._({ id: 'share.button', message: 'Share' })}
    </button>
  );
}
