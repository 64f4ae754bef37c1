/**
 * One chunk for the code the student's pages share. Left to itself, the bundler gives every
 * combination of pages sharing a module a chunk of its own: the dashboard loaded 17 of them, 1 to
 * 3 KB each, and a phone on HTTP/1.1 fetches six at a time, a round trip per wave. Here every
 * module that at least two of the pages import statically, and that no first script holds (an
 * entry's, the app shell's: so the landing's first load, the shell's and the big screen's do not
 * change), goes into one `play` chunk; what the app shell's script adds to its entry's, into one
 * `appShell` chunk. What a page loads on demand (the scanner's decoder and
 * dialogs) stays out of it.
 */

/** The part of Rolldown's chunking context read here (`output.codeSplitting.groups[].name`). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The student's pages (pages/lazyPages.ts loads each on demand). */
const PAGES = ['pages/play/DashboardPage.tsx', 'pages/play/LeaderboardPage.tsx', 'pages/play/ScannerPage.tsx', 'pages/play/teamPages.tsx'];

/**
 * The group's `name` function: `appShell.chunk` for what the app shell's script (`appShell.module`) needs
 * beyond the entries' first scripts, so the shell loads it as one file rather than eight (SWR,
 * the API client, the route table, the early reads, two icons: each of them a request with its
 * headers on a phone's first load); 'play' for a module shared by two pages or more; else
 * nothing (the bundler decides). `webDir` is the client's root; `entries` every input of the build.
 */
export function playChunkName(webDir: string, entries: readonly string[], appShell: { module: string; chunk: string }) {
  let groups: { shell: Set<string>; shared: Set<string> } | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    groups ??= moduleGroups(graph, webDir, entries, appShell.module);
    if (groups.shell.has(id)) return appShell.chunk;
    return groups.shared.has(id) ? 'play' : null;
  };
}

function moduleGroups(graph: ModuleGraph, webDir: string, entries: readonly string[], appShell: string) {
  const initial = staticClosure(graph, entries);
  const shell = new Set([...staticClosure(graph, [appShell])].filter((id) => !initial.has(id)));
  const shared = sharedModules(graph, PAGES.map((page) => `${webDir}/${page}`), [...entries, appShell]);
  return { shell, shared };
}

function sharedModules(graph: ModuleGraph, pages: readonly string[], entries: readonly string[]): Set<string> {
  const initial = staticClosure(graph, entries);
  const uses = new Map<string, number>();
  for (const page of pages) {
    for (const id of staticClosure(graph, [page])) {
      if (id !== page && !initial.has(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
    }
  }
  return new Set([...uses].filter(([, count]) => count >= 2).map(([id]) => id));
}

/** Every module `roots` import statically, directly or not, the roots included. */
function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
