import type { MessageDescriptor } from '@lingui/core';

/**
 * What the hunt keeps about a person, once: the public privacy page, the dashboard's "Your data"
 * and docs/privacy.md all say the same (core/privacyFacts.test.ts holds the document to every
 * item). Plain words for students; the tables behind each item are in docs/privacy.md.
 *
 * Each text is a message descriptor, in the `play` catalog (lingui.config.ts): the pages draw it
 * with `i18n._`, in the reader's language (docs/product.md, "Languages"). A sentence said in
 * several places has one descriptor, so it is translated once.
 */

/** A text of the facts: its message id and its English. */
export type PrivacyText = MessageDescriptor & { message: string };

export interface PrivacyFact {
  /** What is kept, in a few words. */
  item: PrivacyText;
  /** The detail of it. */
  what: PrivacyText;
  why: PrivacyText;
  whoSees: PrivacyText;
  /** Sentences said one after the other: most start with UNTIL_ERASED, then say what stays afterwards. */
  howLong: readonly PrivacyText[];
}

const UNTIL_ERASED: PrivacyText = /*i18n*/ {
  id: 'privacy.fact.untilErased',
  message: 'Until your account is erased: by you, by an organiser, or with every participant after the event.',
};
const NONE_STAYS: PrivacyText = /*i18n*/ { id: 'privacy.fact.noneStays', message: 'None of it stays behind.' };
const IN_YOUR_DOWNLOAD: PrivacyText = /*i18n*/ { id: 'privacy.fact.inYourDownload', message: 'You (in your download) and the organisers.' };

export const PRIVACY_FACTS: readonly PrivacyFact[] = [
  {
    item: /*i18n*/ { id: 'privacy.fact.email.item', message: 'E-mail address' },
    what: /*i18n*/ { id: 'privacy.fact.email.what', message: 'The address of the account you sign in with (Google, or your institution’s sign-in).' },
    why: /*i18n*/ { id: 'privacy.fact.email.why', message: 'To know it is you when you sign in again, and for the organisers to reach prize winners.' },
    whoSees: /*i18n*/ { id: 'privacy.fact.email.whoSees', message: 'You and the organisers. Other students see it on the leaderboard only as the organisers set it: in full, shortened or not at all.' },
    howLong: [UNTIL_ERASED],
  },
  {
    item: /*i18n*/ { id: 'privacy.fact.name.item', message: 'Name and picture' },
    what: /*i18n*/ { id: 'privacy.fact.name.what', message: 'Your first and last name and the address of your profile picture, as your sign-in (Google or your institution’s) gives them.' },
    why: /*i18n*/ { id: 'privacy.fact.name.why', message: 'To show who you are on the leaderboard and to the organisers.' },
    whoSees: /*i18n*/ { id: 'privacy.fact.name.whoSees', message: 'Everyone signed in, once you are on the leaderboard; the organisers.' },
    howLong: [UNTIL_ERASED],
  },
  {
    item: /*i18n*/ { id: 'privacy.fact.signIn.item', message: 'Sign-in accounts' },
    what: /*i18n*/ { id: 'privacy.fact.signIn.what', message: 'Which sign-in you use (Google, or your institution’s), the account number it gives you there, and when you first signed in with it.' },
    why: /*i18n*/ { id: 'privacy.fact.signIn.why', message: 'To know it is you when you sign in again, even after your e-mail address changes, and to let no other account in under your address.' },
    whoSees: /*i18n*/ { id: 'privacy.fact.signIn.whoSees', message: 'You (download); nobody else but the server.' },
    howLong: [UNTIL_ERASED],
  },
  {
    item: /*i18n*/ { id: 'privacy.fact.account.item', message: 'Account and activity dates' },
    what: /*i18n*/ { id: 'privacy.fact.account.what', message: 'Your role (student or organiser), when you first signed in, when you were last active, and when you accepted the three declarations (participation, campus activity, terms and data).' },
    why: /*i18n*/ { id: 'privacy.fact.account.why', message: 'To let organisers run the event, to count how many students are active today, and to ask for the declarations only once.' },
    whoSees: /*i18n*/ { id: 'privacy.fact.account.whoSees', message: 'The organisers.' },
    howLong: [UNTIL_ERASED],
  },
  {
    item: /*i18n*/ { id: 'privacy.fact.points.item', message: 'Points, completion and rank' },
    what: /*i18n*/ { id: 'privacy.fact.points.what', message: 'Your points, the moment you found the last piece, your rank and prize tier, and a disqualification if an organiser decides one.' },
    why: /*i18n*/ { id: 'privacy.fact.points.why', message: 'To rank everyone fairly and hand out the prizes.' },
    whoSees: /*i18n*/ { id: 'privacy.fact.points.whoSees', message: 'Everyone signed in (the leaderboard, unless the organisers seal it until the end); the organisers.' },
    howLong: [UNTIL_ERASED, /*i18n*/ { id: 'privacy.fact.points.howLong', message: 'Afterwards the points and the minute of completion stay in the statistics with no name or e-mail.' }],
  },
  {
    item: /*i18n*/ { id: 'privacy.fact.team.item', message: 'Team and division' },
    what: /*i18n*/ { id: 'privacy.fact.team.what', message: 'The team you made or joined in an event (and its join code, if you made it), and your division there (faculty, house or year), picked by you or given by the organisers from your e-mail.' },
    why: /*i18n*/ { id: 'privacy.fact.team.why', message: 'To play as a team and to rank teams and divisions against each other.' },
    whoSees: /*i18n*/ { id: 'privacy.fact.team.whoSees', message: 'Everyone signed in sees your team and division beside your name on the leaderboard; your teammates see what you found; the organisers.' },
    howLong: [UNTIL_ERASED, /*i18n*/ { id: 'privacy.fact.team.howLong', message: 'Neither stays behind.' }],
  },
  {
    item: /*i18n*/ { id: 'privacy.fact.pieces.item', message: 'Pieces you collected' },
    what: /*i18n*/ { id: 'privacy.fact.pieces.what', message: 'Each piece, the code you scanned for it and when it arrived.' },
    why: /*i18n*/ { id: 'privacy.fact.pieces.why', message: 'To show your progress, to know when you have finished, and for the event’s statistics.' },
    whoSees: /*i18n*/ { id: 'privacy.fact.pieces.whoSees', message: 'You and the organisers.' },
    howLong: [UNTIL_ERASED, /*i18n*/ { id: 'privacy.fact.pieces.howLong', message: 'Afterwards the piece, the code and the minute stay, with no name or e-mail.' }],
  },
  {
    item: /*i18n*/ { id: 'privacy.fact.scanEvidence.item', message: 'Scan evidence' },
    what: /*i18n*/ { id: 'privacy.fact.scanEvidence.what', message: 'How each code reached the app (camera, printed link or typed), the time your phone gave for a scan made offline, and your position and its accuracy when you shared it.' },
    why: /*i18n*/ { id: 'privacy.fact.scanEvidence.why', message: 'Fair play: to notice a code shared in a chat or scanned far from where it hangs.' },
    whoSees: IN_YOUR_DOWNLOAD,
    howLong: [UNTIL_ERASED, NONE_STAYS],
  },
  {
    item: /*i18n*/ { id: 'privacy.fact.wrongCodes.item', message: 'Wrong codes' },
    what: /*i18n*/ { id: 'privacy.fact.wrongCodes.what', message: 'Codes you tried that match no piece, and when.' },
    why: /*i18n*/ { id: 'privacy.fact.wrongCodes.why', message: 'To stop guessing (ten wrong codes a minute at most) and to count scans.' },
    whoSees: IN_YOUR_DOWNLOAD,
    howLong: [UNTIL_ERASED, /*i18n*/ { id: 'privacy.fact.wrongCodes.howLong', message: 'Afterwards only the count per minute stays; what you typed is deleted.' }],
  },
  {
    item: /*i18n*/ { id: 'privacy.fact.answers.item', message: 'Quiz and survey answers' },
    what: /*i18n*/ { id: 'privacy.fact.answers.what', message: 'Your answers to each questionnaire, and the points they earned.' },
    why: /*i18n*/ { id: 'privacy.fact.answers.why', message: 'To score the quizzes, and so the organisers learn from the surveys.' },
    whoSees: IN_YOUR_DOWNLOAD,
    howLong: [UNTIL_ERASED, /*i18n*/ { id: 'privacy.fact.answers.howLong', message: 'Afterwards every answer is deleted; only the points they earned stay in an anonymous total.' }],
  },
  {
    item: /*i18n*/ { id: 'privacy.fact.fairPlay.item', message: 'Fair play marks' },
    what: /*i18n*/ { id: 'privacy.fact.fairPlay.what', message: 'A scan the hunt found doubtful, with its evidence (distance, seconds, speed), and whether an organiser cleared it.' },
    why: /*i18n*/ { id: 'privacy.fact.fairPlay.why', message: 'So an organiser can review a doubtful scan before prizes are given.' },
    whoSees: IN_YOUR_DOWNLOAD,
    howLong: [UNTIL_ERASED, NONE_STAYS],
  },
  {
    item: /*i18n*/ { id: 'privacy.fact.hints.item', message: 'Hints you revealed' },
    what: /*i18n*/ { id: 'privacy.fact.hints.what', message: 'Which hint of which piece you revealed, when, and the points it cost.' },
    why: /*i18n*/ { id: 'privacy.fact.hints.why', message: 'To show you the hints you bought, and to take their cost off your points once.' },
    whoSees: /*i18n*/ { id: 'privacy.fact.hints.whoSees', message: 'You (in your download) and the organisers (in the export).' },
    howLong: [/*i18n*/ { id: 'privacy.fact.hints.howLong', message: 'Until your account is erased; then only their cost stays in your anonymous points.' }],
  },
  {
    item: /*i18n*/ { id: 'privacy.fact.sessions.item', message: 'Sign-in sessions' },
    what: /*i18n*/ { id: 'privacy.fact.sessions.what', message: 'A random number in a cookie for each browser you are signed in on, and when it runs out.' },
    why: /*i18n*/ { id: 'privacy.fact.sessions.why', message: 'To keep you signed in.' },
    whoSees: /*i18n*/ { id: 'privacy.fact.sessions.whoSees', message: 'Nobody: only the server reads it.' },
    howLong: [/*i18n*/ { id: 'privacy.fact.sessions.howLong', message: 'Fourteen days, or until you sign out or your account is erased.' }],
  },
  {
    item: /*i18n*/ { id: 'privacy.fact.push.item', message: 'Notifications on a device' },
    what: /*i18n*/ { id: 'privacy.fact.push.what', message: 'Only if you turn them on: the address your browser’s push service gave this device, and the keys it made to read what is sent there.' },
    why: /*i18n*/ { id: 'privacy.fact.push.why', message: 'To bring the organisers’ announcements to your phone while the app is closed.' },
    whoSees: /*i18n*/ { id: 'privacy.fact.push.whoSees', message: 'Nobody: only the server uses it, to send each announcement once.' },
    howLong: [/*i18n*/ { id: 'privacy.fact.push.howLong', message: 'Until you turn notifications off, the push service says the device is gone, or your account is erased.' }],
  },
  {
    item: /*i18n*/ { id: 'privacy.fact.tokens.item', message: 'Organiser tokens and CLI sign-ins' },
    what: /*i18n*/ { id: 'privacy.fact.tokens.what', message: 'For organisers only: the name and dates of each command-line token, and for each `hunt login` approved, the computer’s name, address and program.' },
    why: /*i18n*/ { id: 'privacy.fact.tokens.why', message: 'So organisers can run the event from a terminal, and see who asked for access.' },
    whoSees: /*i18n*/ { id: 'privacy.fact.tokens.whoSees', message: 'The organiser who owns them.' },
    howLong: [/*i18n*/ { id: 'privacy.fact.tokens.howLong', message: 'Tokens until revoked or erased with the account; a sign-in request for a day after it expires.' }],
  },
];

/** How erasure works, in the order it happens. */
export const ERASURE_FACTS: readonly PrivacyText[] = [
  /*i18n*/ { id: 'privacy.erasure.self', message: 'You can delete your account yourself from your dashboard, by typing your e-mail address to confirm.' },
  /*i18n*/ { id: 'privacy.erasure.organiser', message: 'An organiser can erase one account, and, after an event is completed, every participant of it at once. Organisers are never erased in bulk, and the last organiser is never erased.' },
  /*i18n*/ { id: 'privacy.erasure.atOnce', message: 'Erasure happens at once on every server: you are signed out everywhere, your tokens stop working and you leave the leaderboard.' },
  /*i18n*/ { id: 'privacy.erasure.statistics', message: 'What counts for the event’s statistics (pieces found, through which code, and the points) moves to a new record with a new number and no name, which no list, export or leaderboard shows; times are rounded to the minute. An export made before could still be lined up with it, so organisers delete old exports.' },
  /*i18n*/ { id: 'privacy.erasure.again', message: 'Signing in again afterwards starts a new, empty account.' },
];
