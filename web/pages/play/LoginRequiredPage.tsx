import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LoaderCircle } from 'lucide-react';
import { TIMINGS } from '../../../core/constants';
import { Header } from '../../components/Header';
import { goToLogin } from '../../lib/paths';
import { toast } from '../../lib/toastStore';

/** /scan/:code while signed out: say so, then sign in and come back to the same link. */
export function LoginRequiredPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    toast({ title: 'Login Required', description: 'Please log in to scan QR codes' });
    const timer = setTimeout(() => goToLogin(pathname), TIMINGS.loginRedirect);
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <div className="page">
      <Header />
      <main className="container centred">
        <div className="card redirect-card" role="status">
          <LoaderCircle className="spin" size={32} aria-hidden />
          <h1>Redirecting to Login</h1>
          <p className="muted">Sign in to collect this puzzle piece.</p>
        </div>
      </main>
    </div>
  );
}
