import { Link } from 'react-router-dom';
import { ADMIN_SECTIONS } from './adminSections';
import shell from './AdminShell.module.css';
import { classNames } from './classNames';
import { useI18n } from '../../hooks/useI18n';

/**
 * The admin sections as links, in the sidebar and in the phone's menu. Plain Links: /admin shows
 * the overview, which NavLink would not mark as current.
 */
export function AdminNavLinks({ current, testIds, onNavigate }: { current: string; testIds: boolean; onNavigate?: () => void }) {
  const i18n = useI18n();
  return (
    <ul className={shell.adminNav}>
      {ADMIN_SECTIONS.map(({ id, name, icon: Icon }) => (
        <li key={id}>
          <Link
            to={`/admin/${id}`}
            className={classNames(shell.adminNavLink, id === current && shell.active)}
            aria-current={id === current ? 'page' : undefined}
            data-testid={testIds ? `admin-nav-${id}` : `admin-menu-${id}`}
            onClick={onNavigate}
          >
            <Icon size={18} aria-hidden />
            {i18n._(name)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
