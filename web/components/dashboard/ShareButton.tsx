import { useEffect, useRef, useState } from 'react';
import { Check, Share2 } from 'lucide-react';
import { TIMINGS } from '../../../core/constants';
import { shareProgress, shareText } from '../../lib/share';
import { toast } from '../../lib/toastStore';

export function ShareButton({ collected, total }: { collected: number; total: number }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onShare() {
    const origin = window.location.origin;
    const outcome = await shareProgress(shareText(collected, total, origin), origin);
    if (outcome === 'shared') {
      toast({ title: 'Shared Successfully!', description: 'Thanks for spreading the word!' });
    } else if (outcome === 'copied') {
      toast({ title: 'Link Copied!', description: 'Share link has been copied to clipboard' });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), TIMINGS.copiedState);
    } else if (outcome === 'copy-failed') {
      toast({ title: 'Copy Failed', description: 'Please copy the link manually', variant: 'destructive' });
    }
  }

  return (
    <button type="button" className="btn btn-outline" onClick={() => void onShare()} data-testid="share-button">
      {copied ? <Check size={18} aria-hidden /> : <Share2 size={18} aria-hidden />}
      {copied ? 'Copied!' : 'Share'}
    </button>
  );
}
