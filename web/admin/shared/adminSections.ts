import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import { Calendar, FileQuestionMark, LayoutDashboard, Layers, Link, Puzzle, ShieldAlert, Users, UsersRound, type LucideIcon } from 'lucide-react';
// Static imports: the whole admin area is one lazy chunk (App.tsx loads AdminPage on demand).
import DivisionsSection from '../divisions/DivisionsSection';
import EventsSection from '../events/EventsSection';
import FairPlaySection from '../fairPlay/FairPlaySection';
import OverviewSection from '../overview/OverviewSection';
import PuzzlesSection from '../pieces/PuzzlesSection';
import QrLinksSection from '../qrLinks/QrLinksSection';
import QuestionnairesSection from '../questionnaires/QuestionnairesSection';
import TeamsSection from '../teams/TeamsSection';
import UsersSection from '../users/UsersSection';
import type { AdminSectionProps } from './sectionProps';

export interface AdminSection {
  id: string;
  /** Translated where it is drawn (the sidebar, the phone's menu, the page's title). */
  name: MessageDescriptor;
  icon: LucideIcon;
  component: ComponentType<AdminSectionProps>;
}

/** docs/product.md, Admin area: overview is the default section. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'overview', name: /*i18n*/ { id: 'admin.overview.title', message: 'Overview' }, icon: LayoutDashboard, component: OverviewSection },
  { id: 'users', name: /*i18n*/ { id: 'admin.users.title', message: 'Users' }, icon: Users, component: UsersSection },
  { id: 'qr-links', name: /*i18n*/ { id: 'admin.qrLinks.title', message: 'QR Links' }, icon: Link, component: QrLinksSection },
  { id: 'questionnaires', name: /*i18n*/ { id: 'admin.questionnaires.title', message: 'Questionnaires' }, icon: FileQuestionMark, component: QuestionnairesSection },
  { id: 'puzzles', name: /*i18n*/ { id: 'admin.pieces.title', message: 'Puzzle Pieces' }, icon: Puzzle, component: PuzzlesSection },
  { id: 'events', name: /*i18n*/ { id: 'admin.events.title', message: 'Events' }, icon: Calendar, component: EventsSection },
  { id: 'teams', name: /*i18n*/ { id: 'admin.teams.title', message: 'Teams' }, icon: UsersRound, component: TeamsSection },
  { id: 'divisions', name: /*i18n*/ { id: 'admin.divisions.title', message: 'Divisions' }, icon: Layers, component: DivisionsSection },
  { id: 'fair-play', name: /*i18n*/ { id: 'admin.fairPlay.title', message: 'Fair Play' }, icon: ShieldAlert, component: FairPlaySection },
];

export function findAdminSection(id: string | undefined): AdminSection | undefined {
  return ADMIN_SECTIONS.find((section) => section.id === (id ?? 'overview'));
}
