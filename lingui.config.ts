import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LANGUAGE, LANGUAGES } from './core/language';

/**
 * The message catalogs (docs/product.md, "Languages"). Each group is loaded with its pages, so a
 * page downloads only the texts it shows: the landing's group holds what the first paint needs
 * (the landing, the header, the footer, the loading screen); the student's pages load 'play',
 * the big screen 'screen', the admin panel 'admin'.
 * `npx lingui extract` writes new ids into the .po files; Vite compiles them when they are
 * imported (@lingui/vite-plugin, which reads lingui.bundle.config.ts: these and the server's
 * catalog, which the admin panel loads), so no compiled file is kept in the repository.
 */
export const LANDING = [
  '<rootDir>/web/components/landing',
  '<rootDir>/web/pages/play/LandingPage.tsx',
  '<rootDir>/web/components/SiteHeader.tsx',
  '<rootDir>/web/components/PageHeader.tsx',
  '<rootDir>/web/components/ThemeToggle.tsx',
  '<rootDir>/web/components/LanguageSwitch.tsx',
  '<rootDir>/web/components/LoadingScreen.tsx',
  '<rootDir>/web/components/Logo.tsx',
];

export default defineConfig({
  sourceLocale: DEFAULT_LANGUAGE,
  locales: [...LANGUAGES],
  // A missing translation fails the build and the unit suite rather than falling back.
  fallbackLocales: false,
  // Sorted by id, without line numbers: an edit elsewhere in a file does not rewrite the catalogs.
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: '<rootDir>/web/locales/{locale}/landing', include: LANDING },
    // The big screen (web/screen.html), a page of its own without React: it loads only this.
    { path: '<rootDir>/web/locales/{locale}/screen', include: ['<rootDir>/web/screen'], exclude: ['**/*.test.*'] },
    // core/privacyFacts.ts: the privacy facts, which the privacy page and the dashboard show.
    {
      path: '<rootDir>/web/locales/{locale}/play',
      include: ['<rootDir>/web/pages/play', '<rootDir>/web/components', '<rootDir>/web/hooks', '<rootDir>/web/lib', '<rootDir>/core/privacyFacts.ts'],
      exclude: [...LANDING.map((entry) => (entry.endsWith('.tsx') ? entry : `${entry}/**`)), '**/*.test.*'],
    },
    // The admin panel: only organisers load it, so students' phones never download its texts.
    // core/fairPlay.ts: the marks' texts, which the CLI writes in English from the same table.
    {
      path: '<rootDir>/web/locales/{locale}/admin',
      include: ['<rootDir>/web/admin', '<rootDir>/web/pages/admin', '<rootDir>/core/fairPlay.ts'],
      exclude: ['**/*.test.*'],
    },
  ],
});
