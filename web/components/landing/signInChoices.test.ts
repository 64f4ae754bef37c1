import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { launchLabel, readChoices } from './signInChoices';
import { activateLanguage } from '../../lib/language';

describe('the landing’s sign-in choices', () => {
  it('reads the server’s list, and nothing that is not one', () => {
    expect(readChoices([{ provider: 'google', label: 'Google' }, { provider: 'oidc', label: 'University login' }])).toEqual([
      { provider: 'google', label: 'Google' },
      { provider: 'oidc', label: 'University login' },
    ]);
    expect(readChoices([])).toEqual([]);
    expect(readChoices({ provider: 'google' })).toBeNull();
    expect(readChoices([{ provider: 'facebook', label: 'Facebook' }])).toBeNull();
    expect(readChoices([{ provider: 'oidc' }])).toBeNull();
  });

  it('names the button after the provider, Google’s as it always was', async () => {
    await activateLanguage('en');
    expect(launchLabel(i18n, { provider: 'oidc', label: 'University login' })).toBe('Launch Mission with University login');
    expect(launchLabel(i18n, { provider: 'google', label: 'Google' })).toBe('Launch Mission with Google');
    expect(launchLabel(i18n, undefined)).toBe('Launch Mission with Google');
    await activateLanguage('es');
    expect(launchLabel(i18n, { provider: 'oidc', label: 'Acceso universitario' })).toBe('Empezar la misión con Acceso universitario');
  });
});
