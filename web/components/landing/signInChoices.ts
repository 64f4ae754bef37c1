import type { I18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { API } from '../../../core/apiPaths';
import { isSignInProviderId, type SignInChoice } from '../../../core/signInProviders';

/**
 * The server's sign-in providers, for the landing's buttons. The landing is prerendered at
 * build time, before anyone chose the providers, so it asks once it runs. Until the answer
 * (and if it never comes), null: one button to /api/login, where the server picks its first.
 * Checked by hand rather than with zod: the landing's first load stays small.
 */
export function useSignInChoices(): SignInChoice[] | null {
  const [choices, setChoices] = useState<SignInChoice[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(API.signInProviders, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => setChoices(readChoices(body)))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return choices;
}

/** The answer's choices, or null when it is not a list of them. */
export function readChoices(body: unknown): SignInChoice[] | null {
  if (!Array.isArray(body)) return null;
  const choices: SignInChoice[] = [];
  for (const item of body as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { provider, label } = item as Record<string, unknown>;
    if (!isSignInProviderId(provider) || typeof label !== 'string') return null;
    choices.push({ provider, label });
  }
  return choices;
}

/** The button's text: Google's as it always was (also for development sign-in, its stand-in). */
export function launchLabel(i18n: I18n, choice: SignInChoice | undefined): string {
  return i18n._({ id: 'landing.launch', message: 'Launch Mission with {provider}', values: { provider: choice?.label ?? 'Google' } });
}
