import { useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Logo } from '../../components/Logo';
import { AdminMenu } from './AdminMenu';
import { AdminNavLinks } from './AdminNavLinks';

/** A left sidebar from 900 px; below, a top bar whose menu button opens the sections in a drawer. */
export function AdminSidebar({ current }: { current: string }) {
  const navigate = useNavigate();
  return (
    <aside className="admin-sidebar">
      <div className="admin-sidebar-top">
        <Logo />
        <span className="badge badge-accent">Admin</span>
      </div>
      <AdminMenu current={current} />
      <nav aria-label="Admin sections" className="admin-sidebar-nav">
        <AdminNavLinks current={current} testIds />
      </nav>
      <button type="button" className="btn btn-outline admin-back" onClick={() => navigate('/dashboard')} title="Back to Dashboard">
        <ArrowLeft size={18} aria-hidden />
        <span className="admin-back-text">Back to Dashboard</span>
      </button>
    </aside>
  );
}
