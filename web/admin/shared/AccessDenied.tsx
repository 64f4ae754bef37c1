import { useNavigate } from 'react-router-dom';
import { ShieldX } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';

/** What a signed-in participant sees on an admin page (docs/product.md, Admin area), with the way back. */
export function AccessDenied() {
  const navigate = useNavigate();
  const i18n = useI18n();
  return (
    <div className="card redirect-card" role="alert" data-testid="access-denied">
      <ShieldX size={40} className="danger-text" aria-hidden />
      <p>{i18n._({ id: 'admin.shared.accessDenied', message: 'Access Denied: You do not have administrator permissions to access this panel.' })}</p>
      <button type="button" className="btn btn-primary" onClick={() => navigate('/dashboard')}>
        {i18n._({ id: 'admin.shared.goToDashboard', message: 'Go to Dashboard' })}
      </button>
    </div>
  );
}
