import { useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Logo } from '../../components/Logo';
import { AdminMenu } from './AdminMenu';
import { AdminNavLinks } from './AdminNavLinks';
import shell from './AdminShell.module.css';

/** A left sidebar from 900 px; below, a top bar whose menu button opens the sections in a drawer. */
export function AdminSidebar({ current }: { current: string }) {
  const navigate = useNavigate();
  return (
    <aside className={shell.adminSidebar}>
      <div className={shell.adminSidebarTop}>
        <Logo />
        <span className="badge badge-accent">Admin</span>
      </div>
      <AdminMenu current={current} />
      <nav aria-label="Admin sections" className={shell.adminSidebarNav}>
        <AdminNavLinks current={current} testIds />
      </nav>
      <button type="button" className={`btn btn-outline ${shell.adminBack}`} onClick={() => navigate('/dashboard')} title="Back to Dashboard">
        <ArrowLeft size={18} aria-hidden />
        <span className={shell.adminBackText}>Back to Dashboard</span>
      </button>
    </aside>
  );
}
