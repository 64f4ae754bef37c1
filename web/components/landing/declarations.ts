/**
 * The three declarations a student accepts before their first piece (docs/product.md, Landing):
 * written once, shown by the landing's 'Mission Briefing' and by the scanner's dialog for a
 * student who came by a printed link and never saw the landing. Data only: each page draws the
 * link its own way (the scanner must not navigate away from a code waiting to be sent).
 */
export interface Declaration {
  id: string;
  title: string;
  text: string;
  /** A link after the text. */
  link?: { href: string; label: string };
}

export const DECLARATIONS: readonly Declaration[] = [
  {
    id: 'declaration-participation',
    title: 'Event Participation Declaration',
    text: 'I am taking part in this event voluntarily and will follow the rules of the hunt and the instructions of the organisers.',
  },
  {
    id: 'declaration-campus',
    title: 'Campus Activity Acknowledgment',
    text: 'The hunt involves physical movement across campus. I will respect campus property, other people and all safety rules.',
  },
  {
    id: 'declaration-terms',
    title: 'Terms & Data Collection',
    text: 'I agree that my data is collected for participation tracking, rankings and prize distribution.',
    link: { href: '/privacy', label: 'What is kept and why' },
  },
];

/** Whether every declaration is ticked, in a record of ticks by declaration id. */
export function allAccepted(ticked: Readonly<Record<string, boolean>>): boolean {
  return DECLARATIONS.every((declaration) => ticked[declaration.id] === true);
}
