import type { MessageDescriptor } from '@lingui/core';

/**
 * The three declarations a student accepts before their first piece (docs/product.md, Landing):
 * written once, shown by the landing's 'Mission Briefing' and by the scanner's dialog for a
 * student who came by a printed link and never saw the landing. Data only: each page draws the
 * link its own way (the scanner must not navigate away from a code waiting to be sent). The
 * texts are message descriptors, translated where they are drawn (`i18n._(declaration.title)`).
 */
export interface Declaration {
  id: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** A link after the text. */
  link?: { href: string; label: MessageDescriptor };
}

export const DECLARATIONS: readonly Declaration[] = [
  {
    id: 'declaration-participation',
    title: /*i18n*/ { id: 'declarations.participation', message: 'Event Participation Declaration' },
    text: /*i18n*/ {
      id: 'declarations.participationText',
      message: 'I am taking part in this event voluntarily and will follow the rules of the hunt and the instructions of the organisers.',
    },
  },
  {
    id: 'declaration-campus',
    title: /*i18n*/ { id: 'declarations.campus', message: 'Campus Activity Acknowledgment' },
    text: /*i18n*/ {
      id: 'declarations.campusText',
      message: 'The hunt involves physical movement across campus. I will respect campus property, other people and all safety rules.',
    },
  },
  {
    id: 'declaration-terms',
    title: /*i18n*/ { id: 'declarations.terms', message: 'Terms & Data Collection' },
    text: /*i18n*/ {
      id: 'declarations.termsText',
      message: 'I agree that my data is collected for participation tracking, rankings and prize distribution.',
    },
    link: { href: '/privacy', label: /*i18n*/ { id: 'declarations.termsLink', message: 'What is kept and why' } },
  },
];

/** Whether every declaration is ticked, in a record of ticks by declaration id. */
export function allAccepted(ticked: Readonly<Record<string, boolean>>): boolean {
  return DECLARATIONS.every((declaration) => ticked[declaration.id] === true);
}
