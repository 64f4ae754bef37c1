import { useNavigate } from 'react-router-dom';
import { ShieldX } from 'lucide-react';

/** What a signed-in participant sees on an admin page (docs/product.md, Admin area), with the way back. */
export function AccessDenied() {
  const navigate = useNavigate();
  return (
    <div className="card redirect-card" role="alert" data-testid="access-denied">
      <ShieldX size={40} className="danger-text" aria-hidden />
      <p>Access Denied: You do not have administrator permissions to access this panel.</p>
      <button type="button" className="btn btn-primary" onClick={() => navigate('/dashboard')}>
        Go to Dashboard
      </button>
    </div>
  );
}
