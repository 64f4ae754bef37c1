import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Download, Trash } from 'lucide-react';
import type { UserDto } from '../../../core/contracts';
import { API } from '../../../core/apiPaths';
import { PrivacyFactList } from '../privacy/PrivacyFactList';
import { useI18n } from '../../hooks/useI18n';
import { withParts } from '../../lib/richText';

// The dialog brings Radix: loaded only when someone asks to delete their account.
const EraseAccountDialog = lazy(() => import('./EraseAccountDialog'));

/** "Your data": a copy of everything kept, what is kept and why, and deleting the account. */
export function YourDataCard({ user }: { user: UserDto }) {
  const i18n = useI18n();
  const [erasing, setErasing] = useState(false);

  return (
    <section className="card your-data" aria-labelledby="your-data-title" data-testid="your-data">
      <h2 id="your-data-title" className="card-title">
        {i18n._({ id: 'yourData.title', message: 'Your data' })}
      </h2>
      <p className="muted">
        {i18n._({
          id: 'yourData.lead',
          message:
            'The hunt keeps what it needs to run the game fairly and rank everyone: your Google name and e-mail, what you collect and answer, and how each scan arrived. You can download all of it, or delete your account.',
        })}
      </p>
      <details className="privacy-details">
        <summary>{i18n._({ id: 'yourData.details', message: 'What we keep, why, and for how long' })}</summary>
        <PrivacyFactList />
        <p className="muted small">
          {withParts(i18n._({ id: 'yourData.more', message: 'More on the <0>privacy page</0>.' }), [(link) => <Link to="/privacy">{link}</Link>])}
        </p>
      </details>
      <div className="your-data-actions">
        <a className="btn btn-outline" href={API.personalData} download data-testid="download-data">
          <Download size={18} aria-hidden />
          {i18n._({ id: 'yourData.download', message: 'Download my data' })}
        </a>
        <button type="button" className="btn btn-danger-outline" onClick={() => setErasing(true)} data-testid="delete-account">
          <Trash size={18} aria-hidden />
          {i18n._({ id: 'yourData.delete', message: 'Delete my account' })}
        </button>
      </div>
      {erasing && (
        <Suspense fallback={null}>
          <EraseAccountDialog userId={user.id} email={user.email} onClose={() => setErasing(false)} />
        </Suspense>
      )}
    </section>
  );
}
