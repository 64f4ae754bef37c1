import { i18n } from '@lingui/core';
import QRCode from 'qrcode';
import { screenDataPath, screenStreamPath, type ScreenDto } from '../../core/screen';
import { countdownText } from './countdown';
import { screenLanguage, switchScreenLanguage } from './language';
import './screen.css';

// The big screen is a page of its own (web/screen.html, served for /screen/{key}), written
// without React: a projector loads none of the students' app, the students' first page shares
// none of its code, and their phones store none of it.

/** The height of a board row, in px: a moved rank slides by whole rows. */
const ROW_PX = 76;

const key = decodeURIComponent(window.location.pathname.replace(/^\/screen\//, '').replace(/\/$/, ''));
const found = document.getElementById('root');
if (!found) throw new Error('screen.html has no #root element');
const root: HTMLElement = found;

/** An element with a class, text and children. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

function showMessage(title: string, detail: string): void {
  root.replaceChildren(el('main', 'screen screen-message', el('h1', '', title), el('p', '', detail)));
}

/** The page's parts, made once; each message updates them in place (so rows keep their element and slide). */
function buildPage() {
  const title = el('h1', 'screen-title');
  const countdown = el('p', 'screen-countdown');
  countdown.dataset.testid = 'screen-countdown';
  const frozenNote = el('p', 'screen-frozen', i18n._({ id: 'screen.board.frozen', message: 'Board frozen' }));
  frozenNote.dataset.testid = 'screen-frozen';
  const rows = el('ol', 'screen-rows');
  const empty = el('p', 'screen-empty', i18n._({ id: 'screen.board.empty', message: 'Nobody has found a piece yet: be the first!' }));
  const hunting = el('strong', '');
  hunting.dataset.testid = 'screen-hunting';
  const finished = el('strong', '');
  finished.dataset.testid = 'screen-finished';
  const qr = el('img', '');
  qr.width = 320;
  qr.height = 320;
  const joinAt = el('strong', '');
  const ticker = el('footer', 'screen-ticker');
  ticker.setAttribute('aria-label', i18n._({ id: 'screen.ticker.label', message: 'Latest finds' }));
  ticker.dataset.testid = 'screen-ticker';
  const teams = el('ol', 'screen-standings');
  teams.dataset.testid = 'screen-teams';
  const teamsBox = el('section', 'screen-group', el('h2', '', i18n._({ id: 'screen.teams.title', message: 'Teams' })), teams);
  const divisions = el('ol', 'screen-standings');
  divisions.dataset.testid = 'screen-divisions';
  const divisionsBox = el('section', 'screen-group', el('h2', '', i18n._({ id: 'screen.divisions.title', message: 'Divisions' })), divisions);
  const boardTitle = el('h2', '', i18n._({ id: 'screen.board.title', message: 'Leaderboard' }));
  boardTitle.id = 'screen-board-title';
  const board = el('section', 'screen-board', el('div', 'screen-board-head', boardTitle, frozenNote), empty, rows);
  board.setAttribute('aria-labelledby', boardTitle.id);
  const main = el(
    'main',
    'screen',
    el('header', 'screen-head', title, countdown),
    el(
      'div',
      'screen-body',
      board,
      el(
        'aside',
        'screen-side',
        el('div', 'screen-counts', el('p', '', hunting, ' ', i18n._({ id: 'screen.counts.hunting', message: 'hunting' })), el('p', '', finished, ' ', i18n._({ id: 'screen.counts.finished', message: 'finished' }))),
        teamsBox,
        divisionsBox,
        el('figure', 'screen-join', qr, el('figcaption', '', i18n._({ id: 'screen.join.at', message: 'Join at' }), ' ', joinAt)),
      ),
    ),
    ticker,
  );
  main.dataset.testid = 'big-screen';
  root.replaceChildren(main);
  return { title, countdown, frozenNote, rows, empty, hunting, finished, qr, joinAt, ticker, teams, teamsBox, divisions, divisionsBox };
}

type Page = ReturnType<typeof buildPage>;
let page: Page | null = null;
let shown: ScreenDto | null = null;
let joinUrl = '';
const rowsById = new Map<string, HTMLLIElement>();

/** How long each place waits in the reveal, from the last shown up to the first. */
const REVEAL_STEP_MS = 1500;

function show(screen: ScreenDto): void {
  const current = (page ??= buildPage());
  // The final board after a frozen one is revealed from the bottom up, once.
  const reveal = shown !== null && shown.event.status !== 'completed' && screen.event.status === 'completed';
  shown = screen;
  current.frozenNote.hidden = !screen.frozen;
  current.title.textContent = screen.event.name;
  document.title = i18n._({ id: 'screen.documentTitle', message: '{event}: live', values: { event: screen.event.name } });
  current.hunting.textContent = String(screen.hunting);
  current.finished.textContent = String(screen.finished);
  current.empty.hidden = screen.board.length > 0;
  current.rows.style.height = `${screen.board.length * ROW_PX}px`;
  const present = new Set<string>();
  screen.board.forEach((entry, index) => {
    present.add(entry.userId);
    let row = rowsById.get(entry.userId);
    if (!row) {
      row = el('li', 'screen-row', el('span', 'screen-rank'), el('span', 'screen-name'), el('span', 'screen-points'));
      row.dataset.testid = 'screen-row';
      // A new row starts where it belongs, without sliding in from the top.
      row.style.transform = `translateY(${index * ROW_PX}px)`;
      rowsById.set(entry.userId, row);
      current.rows.append(row);
    }
    const [rank, name, points] = [...row.children];
    if (rank) rank.textContent = `#${entry.rank}`;
    if (name) name.textContent = entry.name;
    if (points) points.textContent = standing(entry);
    row.style.transform = `translateY(${index * ROW_PX}px)`;
  });
  for (const [id, row] of rowsById) {
    if (present.has(id)) continue;
    row.remove();
    rowsById.delete(id);
  }
  if (reveal) playReveal(screen);
  showStandings(current, screen);
  current.ticker.replaceChildren(
    ...(screen.feed.length === 0
      ? [el('span', '', i18n._({ id: 'screen.ticker.empty', message: 'The first find shows here.' }))]
      : screen.feed.map((find) => el('span', '', el('strong', '', find.name), ' ', i18n._({ id: 'screen.ticker.found', message: 'found {piece}', values: { piece: find.pieceName } })))),
  );
  if (screen.joinUrl !== joinUrl) {
    joinUrl = screen.joinUrl;
    const where = joinUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
    current.joinAt.textContent = where;
    current.qr.alt = i18n._({ id: 'screen.join.qrAlt', message: 'QR code to join: {where}', values: { where } });
    void QRCode.toDataURL(joinUrl, { width: 320, margin: 1 }).then((image) => {
      current.qr.src = image;
    });
  }
  tick();
}

/** A finisher's points, or the pieces found so far of one still hunting. */
function standing({ points, piecesFound }: { points: number | null; piecesFound: number }): string {
  if (points !== null) return i18n._({ id: 'screen.points', message: '{points} pts', values: { points } });
  return i18n._({ id: 'screen.pieces', message: '{count, plural, one {# piece} other {# pieces}}', values: { count: piecesFound } });
}

/** The teams' and divisions' standings beside the board, shown only for an event that has them. */
function showStandings(current: Page, screen: ScreenDto): void {
  current.teamsBox.hidden = screen.teams.length === 0;
  current.teams.replaceChildren(
    ...screen.teams.map((team) => el('li', '', el('span', 'screen-rank', `#${team.rank}`), el('span', 'screen-name', team.name), el('span', 'screen-points', standing(team)))),
  );
  current.divisionsBox.hidden = screen.divisions.length === 0;
  current.divisions.replaceChildren(
    ...screen.divisions.map((division) =>
      el('li', '', el('span', 'screen-rank', `#${division.rank}`), el('span', 'screen-name', division.name), el(
          'span',
          'screen-points',
          i18n._({
            id: 'screen.divisions.standing',
            message: '{average} avg · {finishers, plural, one {# finisher} other {# finishers}}',
            values: { average: division.averagePoints, finishers: division.finishers },
          }),
        )),
    ),
  );
}

/** Hides the final board's rows, then shows them from the last place up to the first. */
function playReveal(screen: ScreenDto): void {
  const rows = screen.board.map((entry) => rowsById.get(entry.userId)).filter((row) => row !== undefined);
  for (const row of rows) row.classList.add('screen-row-hidden');
  document.body.dataset.revealing = 'true';
  rows.reverse().forEach((row, step) => {
    window.setTimeout(
      () => {
        row.classList.remove('screen-row-hidden');
        if (step === rows.length - 1) delete document.body.dataset.revealing;
      },
      (step + 1) * REVEAL_STEP_MS,
    );
  });
}

function tick(): void {
  if (page && shown) page.countdown.textContent = countdownText(shown.event, new Date());
}

function showLinkGone(): void {
  showMessage(
    i18n._({ id: 'screen.gone.title', message: 'This screen link no longer works' }),
    i18n._({ id: 'screen.gone.detail', message: 'Ask the organisers for the new one.' }),
  );
}

async function start(): Promise<void> {
  // The projector's own language is known at once; the event's default, with the data. The
  // page is built once in the language settled then.
  await switchScreenLanguage(screenLanguage());
  showMessage(i18n._({ id: 'screen.loading', message: 'Loading…' }), '');
  const response = await fetch(screenDataPath(key));
  if (!response.ok) return showLinkGone();
  const first = (await response.json()) as ScreenDto;
  await switchScreenLanguage(screenLanguage(first.event.language));
  show(first);
  window.setInterval(tick, 1000);
  const stream = new EventSource(screenStreamPath(key));
  stream.addEventListener('screen', (event: MessageEvent<string>) => show(JSON.parse(event.data) as ScreenDto));
  stream.addEventListener('error', () => {
    // The browser reconnects a dropped stream; one the server ended for good (a new link was
    // made) answers 404 when asked again.
    void fetch(screenDataPath(key)).then((again) => {
      if (again.status !== 404) return;
      stream.close();
      showLinkGone();
    });
  });
}

void start();
