/**
 * What the hunt keeps about a person, once: the public privacy page, the dashboard's "Your data"
 * and docs/privacy.md all say the same (core/privacyFacts.test.ts holds the document to every
 * item). Plain words for students; the tables behind each item are in docs/privacy.md.
 */
export interface PrivacyFact {
  /** What is kept, in a few words. */
  item: string;
  /** The detail of it. */
  what: string;
  why: string;
  whoSees: string;
  howLong: string;
}

const UNTIL_ERASED = 'Until your account is erased: by you, by an organiser, or with every participant after the event.';

export const PRIVACY_FACTS: readonly PrivacyFact[] = [
  {
    item: 'E-mail address',
    what: 'The address of the account you sign in with (Google, or your institution’s sign-in).',
    why: 'To know it is you when you sign in again, and for the organisers to reach prize winners.',
    whoSees: 'You and the organisers. Other students see it on the leaderboard only as the organisers set it: in full, shortened or not at all.',
    howLong: UNTIL_ERASED,
  },
  {
    item: 'Name and picture',
    what: 'Your first and last name and the address of your profile picture, as your sign-in (Google or your institution’s) gives them.',
    why: 'To show who you are on the leaderboard and to the organisers.',
    whoSees: 'Everyone signed in, once you are on the leaderboard; the organisers.',
    howLong: UNTIL_ERASED,
  },
  {
    item: 'Sign-in accounts',
    what: 'Which sign-in you use (Google, or your institution’s), the account number it gives you there, and when you first signed in with it.',
    why: 'To know it is you when you sign in again, even after your e-mail address changes, and to let no other account in under your address.',
    whoSees: 'You (download); nobody else but the server.',
    howLong: UNTIL_ERASED,
  },
  {
    item: 'Account and activity dates',
    what: 'Your role (student or organiser), when you first signed in, when you were last active, and when you accepted the three declarations (participation, campus activity, terms and data).',
    why: 'To let organisers run the event, to count how many students are active today, and to ask for the declarations only once.',
    whoSees: 'The organisers.',
    howLong: UNTIL_ERASED,
  },
  {
    item: 'Points, completion and rank',
    what: 'Your points, the moment you found the last piece, your rank and prize tier, and a disqualification if an organiser decides one.',
    why: 'To rank everyone fairly and hand out the prizes.',
    whoSees: 'Everyone signed in (the leaderboard, unless the organisers seal it until the end); the organisers.',
    howLong: `${UNTIL_ERASED} Afterwards the points and the minute of completion stay in the statistics with no name or e-mail.`,
  },
  {
    item: 'Team and division',
    what: 'The team you made or joined in an event (and its join code, if you made it), and your division there (faculty, house or year), picked by you or given by the organisers from your e-mail.',
    why: 'To play as a team and to rank teams and divisions against each other.',
    whoSees: 'Everyone signed in sees your team and division beside your name on the leaderboard; your teammates see what you found; the organisers.',
    howLong: `${UNTIL_ERASED} Neither stays behind.`,
  },
  {
    item: 'Pieces you collected',
    what: 'Each piece, the code you scanned for it and when it arrived.',
    why: 'To show your progress, to know when you have finished, and for the event’s statistics.',
    whoSees: 'You and the organisers.',
    howLong: `${UNTIL_ERASED} Afterwards the piece, the code and the minute stay, with no name or e-mail.`,
  },
  {
    item: 'Scan evidence',
    what: 'How each code reached the app (camera, printed link or typed), the time your phone gave for a scan made offline, and your position and its accuracy when you shared it.',
    why: 'Fair play: to notice a code shared in a chat or scanned far from where it hangs.',
    whoSees: 'You (in your download) and the organisers.',
    howLong: `${UNTIL_ERASED} None of it stays behind.`,
  },
  {
    item: 'Wrong codes',
    what: 'Codes you tried that match no piece, and when.',
    why: 'To stop guessing (ten wrong codes a minute at most) and to count scans.',
    whoSees: 'You (in your download) and the organisers.',
    howLong: `${UNTIL_ERASED} Afterwards only the count per minute stays; what you typed is deleted.`,
  },
  {
    item: 'Quiz and survey answers',
    what: 'Your answers to each questionnaire, and the points they earned.',
    why: 'To score the quizzes, and so the organisers learn from the surveys.',
    whoSees: 'You (in your download) and the organisers.',
    howLong: `${UNTIL_ERASED} Afterwards every answer is deleted; only the points they earned stay in an anonymous total.`,
  },
  {
    item: 'Fair play marks',
    what: 'A scan the hunt found doubtful, with its evidence (distance, seconds, speed), and whether an organiser cleared it.',
    why: 'So an organiser can review a doubtful scan before prizes are given.',
    whoSees: 'You (in your download) and the organisers.',
    howLong: `${UNTIL_ERASED} None of it stays behind.`,
  },
  {
    item: 'Hints you revealed',
    what: 'Which hint of which piece you revealed, when, and the points it cost.',
    why: 'To show you the hints you bought, and to take their cost off your points once.',
    whoSees: 'You (in your download) and the organisers (in the export).',
    howLong: 'Until your account is erased; then only their cost stays in your anonymous points.',
  },
  {
    item: 'Sign-in sessions',
    what: 'A random number in a cookie for each browser you are signed in on, and when it runs out.',
    why: 'To keep you signed in.',
    whoSees: 'Nobody: only the server reads it.',
    howLong: 'Fourteen days, or until you sign out or your account is erased.',
  },
  {
    item: 'Notifications on a device',
    what: 'Only if you turn them on: the address your browser’s push service gave this device, and the keys it made to read what is sent there.',
    why: 'To bring the organisers’ announcements to your phone while the app is closed.',
    whoSees: 'Nobody: only the server uses it, to send each announcement once.',
    howLong: 'Until you turn notifications off, the push service says the device is gone, or your account is erased.',
  },
  {
    item: 'Organiser tokens and CLI sign-ins',
    what: 'For organisers only: the name and dates of each command-line token, and for each `hunt login` approved, the computer’s name, address and program.',
    why: 'So organisers can run the event from a terminal, and see who asked for access.',
    whoSees: 'The organiser who owns them.',
    howLong: 'Tokens until revoked or erased with the account; a sign-in request for a day after it expires.',
  },
];

/** How erasure works, in the order it happens. */
export const ERASURE_FACTS: readonly string[] = [
  'You can delete your account yourself from your dashboard, by typing your e-mail address to confirm.',
  'An organiser can erase one account, and, after an event is completed, every participant of it at once. Organisers are never erased in bulk, and the last organiser is never erased.',
  'Erasure happens at once on every server: you are signed out everywhere, your tokens stop working and you leave the leaderboard.',
  'What counts for the event’s statistics (pieces found, through which code, and the points) moves to a new record with a new number and no name, which no list, export or leaderboard shows; times are rounded to the minute. An export made before could still be lined up with it, so organisers delete old exports.',
  'Signing in again afterwards starts a new, empty account.',
];
