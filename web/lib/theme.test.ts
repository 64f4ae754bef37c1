import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, readStoredTheme } from './theme';

// web/boot/theme.js paints the stored theme before the app loads; lib/theme.ts is the app's own
// copy of the rule. Both run here against the same stored values and must agree.

const bootScript = readFileSync(new URL('../boot/theme.js', import.meta.url), 'utf8');

interface FakeRoot {
  classes: Set<string>;
  colorScheme: string;
}

function fakeBrowser(stored: string | null | Error): FakeRoot {
  const root: FakeRoot = { classes: new Set(['dark']), colorScheme: '' };
  vi.stubGlobal('localStorage', {
    getItem: () => {
      if (stored instanceof Error) throw stored;
      return stored;
    },
  });
  vi.stubGlobal('document', {
    documentElement: {
      classList: { add: (name: string) => root.classes.add(name), remove: (...names: string[]) => names.forEach((name) => root.classes.delete(name)) },
      style: {
        set colorScheme(value: string) {
          root.colorScheme = value;
        },
      },
    },
  });
  return root;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the theme boot script', () => {
  for (const stored of ['light', 'dark', null, 'purple', new Error('storage blocked')]) {
    it(`agrees with lib/theme.ts when storage holds ${String(stored)}`, () => {
      const booted = fakeBrowser(stored);
      new Function(bootScript)();
      const applied = fakeBrowser(stored);
      applyTheme(readStoredTheme());
      expect(booted).toEqual(applied);
      expect(booted.classes.size).toBe(1);
    });
  }
});
