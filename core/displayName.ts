/** How the board shows others' e-mails (LEADERBOARD_EMAILS); your own is always in full. */
export type EmailPolicy = 'masked' | 'full' | 'hidden';

export interface NamedUser {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/**
 * Characters that draw nothing but change how the text around them is drawn, or could hide
 * one name inside another: format characters (bidi embeddings, overrides and isolates, zero
 * width spaces and joiners, the byte order mark, invisible operators, tags) and every other
 * default-ignorable code point (the Hangul fillers, variation selectors), and the blank Braille
 * pattern, a favourite for names that look empty. A name starting with U+202E would otherwise
 * reverse everything after it on the board.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;
/** Runs of white space of any kind, line and paragraph separators included. */
const SPACES = /[\s\p{Z}]+/gu;
/** Controls other than white space, and half a surrogate pair, which draw as a replacement box at best. */
const BROKEN = /(?!\s)[\p{Cc}\p{Cs}]/gu;

/**
 * A name (or part of one) as it may be shown to anyone: invisible and direction-changing
 * characters dropped, white space collapsed to single spaces, trimmed. Letters of every script,
 * their marks and emoji stay.
 */
export function cleanName(value: string | null | undefined): string {
  if (!value) return '';
  return value.replace(INVISIBLE, '').replace(BROKEN, '').replace(SPACES, ' ').trim();
}

/**
 * The name of someone whose own name cannot be shown: 'Hunter 4F2A', from the first four hex
 * digits of their id, so it is the same on every page, every instance and every day.
 */
export function neutralName(id: string): string {
  const digits = id.replace(/[^0-9a-f]/gi, '').slice(0, 4).toUpperCase();
  return `Hunter ${digits || '0000'}`;
}

/**
 * The name shown for a user: first and last name when both exist (cleaned), else the e-mail's
 * local part where the e-mail is shown in full anyway (`emails` 'full': admins, or a board
 * whose LEADERBOARD_EMAILS is full), else the neutral name. So a masked or hidden e-mail never
 * leaks through the name beside it.
 */
export function displayName(user: NamedUser, emails: EmailPolicy): string {
  const first = cleanName(user.firstName);
  const last = cleanName(user.lastName);
  if (first && last) return `${first} ${last}`;
  const local = emails === 'full' ? cleanName(user.email?.split('@')[0]) : '';
  return local || neutralName(user.id);
}

/** Just the first name where there is one (a hall's big screen), else the display name. */
export function firstNameOf(user: NamedUser, emails: EmailPolicy): string {
  return cleanName(user.firstName) || displayName(user, emails);
}

/**
 * The initials of a name as it is shown: the first letters of its first and last words, or the
 * first two letters of a name of one word; upper-cased. Every avatar computes them here from the
 * name beside it (the board has no more than that name), so a person has the same initials on
 * the dashboard, the board and the admin lists.
 */
export function initialsOf(name: string): string {
  const words = cleanName(name).split(' ').filter(Boolean);
  // By code point, so a name that starts with an emoji keeps both halves of it.
  const lead = (text: string, count: number) => Array.from(text).slice(0, count).join('');
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (last ? `${lead(first, 1)}${lead(last, 1)}` : lead(first, 2)).toUpperCase();
}

/** Shows the first letter and the domain: 'a•••@campus.edu'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
