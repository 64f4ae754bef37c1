export interface NamedUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** firstName + lastName when both exist, else the e-mail's local part, else 'Student'. */
export function displayName(user: NamedUser): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  const local = user.email?.split('@')[0]?.trim();
  return local || 'Student';
}

/** First letters of both names, else the first two letters of the display name; upper-cased. */
export function initials(user: NamedUser): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  return displayName(user).slice(0, 2).toUpperCase();
}

/** Shows the first letter and the domain: 'a•••@campus.edu'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
