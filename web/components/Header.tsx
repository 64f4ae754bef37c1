import { Link } from 'react-router-dom';
import { LogOut, Shield } from 'lucide-react';
import { useUser } from '../hooks/useUser';
import { API } from '../../core/apiPaths';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';

/** The site header: logo, theme toggle and, when signed in, a logout link; an admin also gets the way to /admin. */
export function Header() {
  const { user } = useUser();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="logo-link" aria-label="Campus Hunt home">
          <Logo />
        </Link>
        <div className="header-actions">
          <ThemeToggle />
          {user?.role === 'admin' && (
            <Link to="/admin" className="btn btn-outline header-link" data-testid="admin-link">
              <Shield size={18} aria-hidden />
              <span className="header-link-text">Admin</span>
            </Link>
          )}
          {user && (
            // A plain link: logout is a server navigation that ends the session and redirects.
            <a href={API.logout} className="icon-button" aria-label="Log out" data-testid="logout-link">
              <LogOut size={20} aria-hidden />
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
