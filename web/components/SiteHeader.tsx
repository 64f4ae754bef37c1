import { Link } from 'react-router-dom';
import { LogOut, Shield } from 'lucide-react';
import { useI18n } from '../hooks/useI18n';
import { API } from '../../core/apiPaths';
import type { UserDto } from '../../core/contracts';
import { Logo } from './Logo';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeToggle } from './ThemeToggle';

/**
 * The site header: logo, language switch, theme toggle and, when signed in, a logout link; an
 * admin also gets the way to /admin. The landing draws it signed out, without asking who is
 * signed in, so its first load carries none of the code that asks (SWR, the API client).
 */
export function SiteHeader({ user }: { user: UserDto | null }) {
  const i18n = useI18n();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="logo-link" aria-label={i18n._({ id: 'header.home', message: 'Campus Hunt home' })}>
          <Logo />
        </Link>
        <div className="header-actions">
          <LanguageSwitch />
          <ThemeToggle />
          {user?.role === 'admin' && (
            <Link to="/admin" className="btn btn-outline header-link" data-testid="admin-link">
              <Shield size={18} aria-hidden />
              <span className="header-link-text">{i18n._({ id: 'header.admin', message: 'Admin' })}</span>
            </Link>
          )}
          {user && (
            // A plain link: logout is a server navigation that ends the session and redirects.
            <a href={API.logout} className="icon-button" aria-label={i18n._({ id: 'header.logOut', message: 'Log out' })} data-testid="logout-link">
              <LogOut size={20} aria-hidden />
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
