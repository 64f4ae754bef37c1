import { useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Logo } from '../../components/Logo';
import { AdminMenu } from './AdminMenu';
import { AdminNavLinks } from './AdminNavLinks';
import shell from './AdminShell.module.css';
import { useI18n } from '../../hooks/useI18n';

/** A left sidebar from 900 px; below, a top bar whose menu button opens the sections in a drawer. */
export function AdminSidebar({ current }: { current: string }) {
  const navigate = useNavigate();
  const i18n = useI18n();
  const back = i18n._({ id: 'admin.shared.backToDashboard', message: 'Back to Dashboard' });
  return (
    <aside className={shell.adminSidebar}>
      <div className={shell.adminSidebarTop}>
        <Logo />
        <span className="badge badge-accent">{i18n._({ id: 'admin.shared.badge', message: 'Admin' })}</span>
      </div>
      <AdminMenu current={current} />
      <nav aria-label={i18n._({ id: 'admin.shared.sections', message: 'Admin sections' })} className={shell.adminSidebarNav}>
        <AdminNavLinks current={current} testIds />
      </nav>
      <button type="button" className={`btn btn-outline ${shell.adminBack}`} onClick={() => navigate('/dashboard')} title={back}>
        <ArrowLeft size={18} aria-hidden />
        <span className={shell.adminBackText}>{back}</span>
      </button>
    </aside>
  );
}
