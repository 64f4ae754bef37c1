import { Link } from 'react-router-dom';
import { TriangleExclamationPoint } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';

export function NotFoundPage() {
  const i18n = useI18n();
  return (
    <main className="container centred">
      <div className="card not-found">
        <TriangleExclamationPoint size={40} className="danger-text" aria-hidden />
        <h1>{i18n._({ id: 'notFound.title', message: '404 Page Not Found' })}</h1>
        <p className="muted">{i18n._({ id: 'notFound.text', message: 'Did you forget to add the page to the router?' })}</p>
        <Link to="/" className="btn btn-outline">
          {i18n._({ id: 'notFound.home', message: 'Go Home' })}
        </Link>
      </div>
    </main>
  );
}
