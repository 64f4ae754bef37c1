import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LoaderCircle } from 'lucide-react';
import { TIMINGS } from '../../../core/constants';
import { Header } from '../../components/Header';
import { goToLogin } from '../../lib/paths';
import { useI18n } from '../../hooks/useI18n';

/**
 * /scan/:code while signed out: say so, then sign in and come back to the same link. The card
 * says it: no toast repeats it.
 */
export function LoginRequiredPage() {
  const i18n = useI18n();
  const { pathname } = useLocation();

  useEffect(() => {
    const timer = setTimeout(() => goToLogin(pathname), TIMINGS.loginRedirect);
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <div className="page">
      <Header />
      <main className="container centred">
        <div className="card redirect-card" role="status">
          <LoaderCircle className="spin" size={32} aria-hidden />
          <h1>{i18n._({ id: 'login.redirecting', message: 'Redirecting to Login' })}</h1>
          <p className="muted">{i18n._({ id: 'login.toCollect', message: 'Sign in to collect this puzzle piece.' })}</p>
        </div>
      </main>
    </div>
  );
}
