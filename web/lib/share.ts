/** Sharing progress (docs/product.md, Dashboard): native share first, the clipboard as fallback. */
import { i18n } from '@lingui/core';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'copy-failed';

export function shareText(collected: number, total: number, origin: string): string {
  return i18n._({
    id: 'share.text',
    message: "I've collected {collected}/{total} puzzle pieces in the Campus Hunt! Join the hunt: {origin}",
    values: { collected, total, origin },
  });
}

type ShareNavigator = Pick<Navigator, 'share' | 'clipboard'>;

export async function shareProgress(text: string, origin: string, nav: Partial<ShareNavigator> = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: 'Campus Hunt', text, url: origin });
      return 'shared';
    } catch (error) {
      // The user closing the share sheet is not a failure.
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      console.error('Share failed, copying to the clipboard instead', error);
    }
  }
  try {
    if (!nav.clipboard) throw new Error('Clipboard not available');
    await nav.clipboard.writeText(text);
    return 'copied';
  } catch (error) {
    console.error('Copy to clipboard failed', error);
    return 'copy-failed';
  }
}
