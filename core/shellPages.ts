/**
 * The signed-in student's everyday pages, each sent with an app shell of its own: the server
 * picks it by path when a session cookie comes (api/middleware/webClient.ts), and the build
 * writes it with that page's code and first reads preloaded (web/build/preloads.ts), so the
 * phone asks for them while it reads the HTML rather than once the entry script has run.
 */
export const SHELL_PAGES = {
  dashboard: ['/', '/dashboard'],
  leaderboard: ['/leaderboard'],
  scanner: ['/scanner'],
} as const satisfies Record<string, readonly string[]>;

export type ShellPage = keyof typeof SHELL_PAGES;

export const SHELL_PAGE_NAMES = Object.keys(SHELL_PAGES) as ShellPage[];

/** The shell page sent at a path, if it has one of its own. */
export function shellPageAt(pathname: string): ShellPage | undefined {
  return SHELL_PAGE_NAMES.find((page) => (SHELL_PAGES[page] as readonly string[]).includes(pathname));
}
