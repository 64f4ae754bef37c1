import { useParams } from 'react-router-dom';
import { Tooltip } from 'radix-ui';
import { LogOut } from 'lucide-react';
import type { UserDto } from '../../../core/contracts';
import { AccessDenied } from './AccessDenied';
import { ThemeToggle } from '../../components/ThemeToggle';
import { API } from '../../lib/paths';
import { TOOLTIP_TIMING } from '../../lib/tooltip';
import { NotFoundPage } from '../../pages/play/NotFoundPage';
import { AdminSidebar } from './AdminSidebar';
import '../../styles/admin/shell.css';
import '../../styles/admin/controls.css';
import '../../styles/admin/tables.css';
import '../../styles/admin/forms.css';
import '../../styles/adminTableCards.css';
import '../../styles/adminMenu.css';
import { findAdminSection } from './adminSections';

/** /admin and /admin/:section: the sidebar, the header and the chosen section. */
export default function AdminPage({ user }: { user: UserDto }) {
  const { section: sectionId } = useParams();

  if (user.role !== 'admin') {
    return (
      <main className="container centred">
        <AccessDenied />
      </main>
    );
  }

  const section = findAdminSection(sectionId);
  if (!section) return <NotFoundPage />;
  const Section = section.component;

  // The admin area's icon buttons carry tooltips; the provider lives here, not around the whole
  // app, so that pages without them load no Radix.
  return (
    <Tooltip.Provider {...TOOLTIP_TIMING}>
      <div className="admin">
        <AdminSidebar current={section.id} />
        <div className="admin-main">
          <header className="admin-header">
            <div>
              <h1 className="admin-title">{section.name}</h1>
              <p className="muted small">Manage your campus treasure hunt event</p>
            </div>
            <div className="header-actions">
              <ThemeToggle />
              <a href={API.logout} className="icon-button" aria-label="Log out" data-testid="logout-link">
                <LogOut size={20} aria-hidden />
              </a>
            </div>
          </header>
          <main className="admin-content" data-testid={`admin-section-${section.id}`}>
            <Section user={user} />
          </main>
        </div>
      </div>
    </Tooltip.Provider>
  );
}
