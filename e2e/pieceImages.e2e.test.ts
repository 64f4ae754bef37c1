import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AdminPieceDto } from '../core/admin';
import { ADMIN_SERVER, openContext, openSection, ORGANISER, toastWith } from './support/admin';
import { devSignIn } from './support/browser';
import { seen } from './support/session';
import { useBrowser, useServer } from './support/suite';

// Pictures for puzzle pieces as an organiser has them: photos straight off a phone, several MB
// and 4032x3024, made to fit before they are sent; what cannot be used is said at the field; and
// the new piece is shown, not left below the fold.

const server = useServer('piece-images', ADMIN_SERVER);
const browser = useBrowser({}, server);

/** A 4032x3024 JPEG as a phone camera writes it: smooth light, shapes and sensor noise, a few MB. */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4032;
    canvas.height = 3024;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const light = context.createLinearGradient(0, 0, canvas.width, canvas.height);
    light.addColorStop(0, '#8ab4d8');
    light.addColorStop(1, '#d9c28a');
    context.fillStyle = light;
    context.fillRect(0, 0, canvas.width, canvas.height);
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 120; i++) {
      context.fillStyle = `hsl(${Math.floor(random() * 360)} 45% ${30 + Math.floor(random() * 40)}%)`;
      context.beginPath();
      context.arc(random() * canvas.width, random() * canvas.height, 40 + random() * 300, 0, 2 * Math.PI);
      context.fill();
    }
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < pixels.data.length; i += 4) {
      const grain = (random() - 0.5) * 24;
      for (let channel = i; channel < i + 3; channel++) pixels.data[channel] = (pixels.data[channel] ?? 0) + grain;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
    if (!blob) throw new Error('no JPEG');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** The stored picture's type, size in bytes and pixel size, read back as a browser reads it. */
async function storedImage(page: Page, path: string): Promise<{ type: string; bytes: number; width: number; height: number }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    const blob = await response.blob();
    const bitmap = await createImageBitmap(blob);
    return { type: blob.type, bytes: blob.size, width: bitmap.width, height: bitmap.height };
  }, path);
}

describe('puzzle piece pictures from a phone', () => {
  it('makes a 4032x3024 photo of several MB fit, and shows the new piece where the organiser looks', async () => {
    // A short window: the table's new last row starts below the fold.
    const { context, page } = await openContext(browser(), server().url, 'desktop');
    try {
      await page.setViewportSize({ width: 1280, height: 640 });
      await devSignIn(page, ORGANISER, '/admin');
      const section = await openSection(page, 'puzzles');
      const photo = await phonePhoto(page);
      expect(photo.length).toBeGreaterThan(1_500_000);

      await section.getByTestId('create-piece').click();
      const dialog = await seen(page.getByTestId('piece-dialog'));
      await dialog.getByTestId('piece-name-input').fill('Photo Piece');
      await dialog.getByTestId('image-file-input').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
      await seen(dialog.getByTestId('uploaded-image'), 20_000);
      await dialog.getByTestId('piece-submit').click();
      await toastWith(page, 'Puzzle Piece Created');

      const row = await seen(section.locator('[data-just-created]').filter({ hasText: 'Photo Piece' }));
      await expect.poll(async () => {
        const box = await row.boundingBox();
        return box && { top: Math.round(box.y), bottom: Math.round(box.y + box.height) };
      }, { timeout: 5_000 }).toSatisfy((box: { top: number; bottom: number } | null) => box !== null && box.top >= 0 && box.bottom <= 640);

      const pieces = (await (await context.request.get('/api/admin/puzzles')).json()) as AdminPieceDto[];
      const stored = pieces.find((piece) => piece.name === 'Photo Piece')?.imageUrl ?? '';
      expect(stored).toMatch(/^\/api\/images\//);
      const image = await storedImage(page, stored);
      expect(image).toMatchObject({ type: 'image/webp', width: 1600, height: 1200 });
      expect(image.bytes).toBeLessThanOrEqual(500_000);
    } finally {
      await context.close();
    }
  });

  it('says at the field what it cannot use: a file that is not a picture, an unreadable one, a URL that is not http', async () => {
    const { context, page } = await openContext(browser(), server().url, 'desktop');
    try {
      await devSignIn(page, ORGANISER, '/admin');
      const section = await openSection(page, 'puzzles');
      await section.getByTestId('create-piece').click();
      const dialog = await seen(page.getByTestId('piece-dialog'));
      const imageField = dialog.locator('fieldset.image-field');
      const fileInput = dialog.getByTestId('image-file-input');

      await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
      await seen(imageField.getByTestId('field-error').getByText('notes.txt is not an image', { exact: false }));
      await fileInput.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('\x89PNG but nothing after') });
      await seen(imageField.getByTestId('field-error').getByText('broken.png could not be read as an image', { exact: false }));

      await dialog.getByTestId('image-url-input').fill('ftp://campus.edu/piece.png');
      await dialog.getByTestId('piece-submit').click();
      await seen(imageField.getByTestId('field-error').getByText('Image URL must start with http:// or https://'));
      expect(await dialog.getByTestId('image-url-input').getAttribute('aria-invalid')).toBe('true');
      // The missing name is said at the name, not at the bottom of the form.
      await seen(dialog.locator('#piece-name-error').getByText('Name is required'));
      expect(await dialog.getByTestId('form-error').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
