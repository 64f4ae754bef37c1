import { Link } from 'react-router-dom';
import { TriangleExclamationPoint } from 'lucide-react';

export function NotFoundPage() {
  return (
    <main className="container centred">
      <div className="card not-found">
        <TriangleExclamationPoint size={40} className="danger-text" aria-hidden />
        <h1>404 Page Not Found</h1>
        <p className="muted">Did you forget to add the page to the router?</p>
        <Link to="/" className="btn btn-outline">
          Go Home
        </Link>
      </div>
    </main>
  );
}
