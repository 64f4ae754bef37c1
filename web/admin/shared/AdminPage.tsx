import { useParams } from 'react-router-dom';
import { Tooltip } from 'radix-ui';
import { LogOut } from 'lucide-react';
import type { UserDto } from '../../../core/contracts';
import { AccessDenied } from './AccessDenied';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { ThemeToggle } from '../../components/ThemeToggle';
import { API } from '../../../core/apiPaths';
import { TOOLTIP_TIMING } from '../../lib/tooltip';
import { NotFoundPage } from '../../pages/play/NotFoundPage';
import { AdminSidebar } from './AdminSidebar';
import { findAdminSection } from './adminSections';
import shell from './AdminShell.module.css';
import { useI18n } from '../../hooks/useI18n';

/** /admin and /admin/:section: the sidebar, the header and the chosen section. */
export default function AdminPage({ user }: { user: UserDto }) {
  const { section: sectionId } = useParams();
  const i18n = useI18n();

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
      <div className={shell.admin}>
        <AdminSidebar current={section.id} />
        <div className={shell.adminMain}>
          <header className={shell.adminHeader}>
            <div>
              <h1 className={shell.adminTitle}>{i18n._(section.name)}</h1>
              <p className="muted small">{i18n._({ id: 'admin.shared.subtitle', message: 'Manage your campus treasure hunt event' })}</p>
            </div>
            <div className="header-actions">
              <LanguageSwitch />
              <ThemeToggle />
              <a href={API.logout} className="icon-button" aria-label={i18n._({ id: 'admin.shared.logOut', message: 'Log out' })} data-testid="logout-link">
                <LogOut size={20} aria-hidden />
              </a>
            </div>
          </header>
          <main className={shell.adminContent} data-testid={`admin-section-${section.id}`}>
            <Section user={user} />
          </main>
        </div>
      </div>
    </Tooltip.Provider>
  );
}
