import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Logo } from '../../components/Logo';
import { ADMIN_SECTIONS } from './adminSections';

/**
 * A left sidebar on desktop; on phones a top bar with a horizontally scrolling tab strip.
 * Plain Links: /admin shows the overview, which NavLink would not mark as current.
 */
export function AdminSidebar({ current }: { current: string }) {
  const navigate = useNavigate();
  const list = useRef<HTMLUListElement>(null);

  // On phones the tab strip scrolls sideways: bring the current tab into view.
  useEffect(() => {
    const strip = list.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
  }, [current]);

  return (
    <aside className="admin-sidebar">
      <div className="admin-sidebar-top">
        <Logo />
        <span className="badge badge-accent">Admin</span>
      </div>
      <nav aria-label="Admin sections">
        <ul className="admin-nav" ref={list}>
          {ADMIN_SECTIONS.map(({ id, name, icon: Icon }) => (
            <li key={id}>
              <Link
                to={`/admin/${id}`}
                className={`admin-nav-link${id === current ? ' active' : ''}`}
                aria-current={id === current ? 'page' : undefined}
                data-testid={`admin-nav-${id}`}
              >
                <Icon size={18} aria-hidden />
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="btn btn-outline admin-back" onClick={() => navigate('/dashboard')} title="Back to Dashboard">
        <ArrowLeft size={18} aria-hidden />
        <span className="admin-back-text">Back to Dashboard</span>
      </button>
    </aside>
  );
}
