import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from './language';
import { shareProgress, shareText } from './share';

let text = '';
beforeAll(async () => {
  await activateLanguage('en');
  text = shareText(3, 9, 'https://hunt.example');
});

function clipboard(writeText: (value: string) => Promise<void>) {
  return { writeText } as unknown as Clipboard;
}

describe('shareProgress', () => {
  it('says collected/total and the site origin', () => {
    expect(text).toContain('3/9');
    expect(text).toContain('https://hunt.example');
  });

  it('uses the native share sheet when there is one', async () => {
    const share = vi.fn(async () => undefined);
    await expect(shareProgress(text, 'https://hunt.example', { share })).resolves.toBe('shared');
  });

  it('does nothing when the user cancels the share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    const share = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    await expect(shareProgress(text, 'x', { share, clipboard: clipboard(writeText) })).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to the clipboard when sharing fails otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const writeText = vi.fn(async () => undefined);
    const share = vi.fn(async () => {
      throw new DOMException('nope', 'NotAllowedError');
    });
    await expect(shareProgress(text, 'x', { share, clipboard: clipboard(writeText) })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(text);
  });

  it('reports a failed copy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    await expect(shareProgress(text, 'x', { clipboard: clipboard(writeText) })).resolves.toBe('copy-failed');
  });
});
