import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seen } from './session';
import type { Texts } from './texts';

/** The demo content seeded on an empty embedded database (seed/demo-event.json), seen from outside. */
export const DEMO_CODES = ['INN001', 'LEAD02', 'CREAT3', 'TEAM04', 'VISN05', 'RESIL6', 'CURIO7', 'INTEG8', 'IMPCT9'];
export const PIECE_COUNT = DEMO_CODES.length;

/**
 * Collects a piece through the API with the cookies of the context that owns `request`,
 * as the scanner would, and fails the test unless the server accepts it.
 */
export async function collectByApi(request: APIRequestContext, baseURL: string, code: string): Promise<void> {
  const response = await request.post(`${baseURL}/api/scan`, {
    data: { code },
    headers: { 'Content-Type': 'application/json' },
  });
  expect(response.status(), `POST /api/scan ${code}: ${await response.text()}`).toBe(200);
}

/** The progress ring's 'x / y' text on the dashboard, whitespace squeezed. */
export async function progressCount(page: Page): Promise<string> {
  const text = await page.getByTestId('progress-count').first().textContent({ timeout: 10_000 });
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The manual form's words: the product's English, or a language's from its catalogs. */
function manualFormWords(text?: Texts) {
  return text
    ? { placeholder: text('manual.placeholder'), opener: text('scanner.typeInstead'), submit: text('manual.submit') }
    : { placeholder: 'ENTER CODE HERE', opener: 'Enter Code Manually', submit: 'Submit Code' };
}

/**
 * Opens the manual entry form on the scanner page (unless it is open: without a camera it is
 * the page) and types `typed` into it; `text` gives another language's words.
 */
export async function typeManualCode(page: Page, typed: string, text?: Texts): Promise<void> {
  const words = manualFormWords(text);
  const input = page.getByPlaceholder(words.placeholder);
  const opener = page.getByRole('button', { name: words.opener });
  const first = await seen(input.or(opener));
  // A camera that fails just now opens the form itself, and the button goes: a click that finds
  // no button is fine then. On a busy machine a click can take seconds to land, so it gets them.
  if ((await first.getAttribute('placeholder')) === null) await opener.click({ timeout: 10_000 }).catch(() => undefined);
  await (await seen(input)).pressSequentially(typed);
}

/** Types a code into the manual form and submits it. */
export async function submitManualCode(page: Page, code: string, text?: Texts): Promise<void> {
  await typeManualCode(page, code, text);
  await page.getByRole('button', { name: manualFormWords(text).submit }).click();
}
