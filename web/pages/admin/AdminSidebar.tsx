import { NavLink, useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Logo } from '../../components/Logo';
import { ADMIN_SECTIONS } from './adminSections';

export function AdminSidebar({ current }: { current: string }) {
  const navigate = useNavigate();
  return (
    <aside className="admin-sidebar">
      <Logo />
      <nav aria-label="Admin sections">
        <ul className="admin-nav">
          {ADMIN_SECTIONS.map(({ id, name, icon: Icon }) => (
            <li key={id}>
              <NavLink
                to={`/admin/${id}`}
                className={`admin-nav-link${id === current ? ' active' : ''}`}
                aria-current={id === current ? 'page' : undefined}
              >
                <Icon size={18} aria-hidden />
                {name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="btn btn-outline btn-block" onClick={() => navigate('/dashboard')}>
        <ArrowLeft size={18} aria-hidden />
        Back to Dashboard
      </button>
    </aside>
  );
}
