import { Calendar, FileQuestionMark, LayoutDashboard, Link, Puzzle, Users, type LucideIcon } from 'lucide-react';

export interface AdminSection {
  id: string;
  name: string;
  icon: LucideIcon;
}

/** SPEC section 2 "Admin area": overview is the default section. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'overview', name: 'Overview', icon: LayoutDashboard },
  { id: 'users', name: 'Users', icon: Users },
  { id: 'qr-links', name: 'QR Links', icon: Link },
  { id: 'questionnaires', name: 'Questionnaires', icon: FileQuestionMark },
  { id: 'puzzles', name: 'Puzzle Pieces', icon: Puzzle },
  { id: 'events', name: 'Events', icon: Calendar },
];

export function findAdminSection(id: string | undefined): AdminSection | undefined {
  return ADMIN_SECTIONS.find((section) => section.id === (id ?? 'overview'));
}
