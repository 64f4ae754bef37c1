import { Link } from 'react-router-dom';
import { ERASURE_FACTS } from '../../../core/privacyFacts';
import { PageHeader } from '../../components/PageHeader';
import { PrivacyFactList } from '../../components/privacy/PrivacyFactList';
import { useI18n } from '../../hooks/useI18n';
import { withParts } from '../../lib/richText';

/** /privacy, for everyone: what is kept, why, who sees it, how long, and how erasure works (core/privacyFacts.ts). */
export default function PrivacyPage() {
  const i18n = useI18n();
  return (
    <div className="page">
      <PageHeader title={i18n._({ id: 'privacy.title', message: 'Privacy' })} backTo="/" backLabel={i18n._({ id: 'privacy.home', message: 'Home' })} />
      <main className="container privacy-page">
        <section className="card" aria-labelledby="kept-title">
          <h2 id="kept-title" className="card-title">
            {i18n._({ id: 'privacy.kept', message: 'What the hunt keeps about you' })}
          </h2>
          <p className="muted">{i18n._({ id: 'privacy.kept.lead', message: 'Only what it needs to run the game fairly, rank everyone and hand out the prizes.' })}</p>
          <PrivacyFactList full />
        </section>
        <section className="card" aria-labelledby="rights-title">
          <h2 id="rights-title" className="card-title">
            {i18n._({ id: 'privacy.rights', message: 'Seeing and deleting it' })}
          </h2>
          <p>
            {withParts(
              i18n._({
                id: 'privacy.rights.lead',
                message:
                  'Signed in, the <0>dashboard</0>\'s "Your data" section downloads a copy of everything kept about you, as one file, and deletes your account.',
              }),
              [(link) => <Link to="/dashboard">{link}</Link>],
            )}
          </p>
          <ul className="privacy-erasure">
            {ERASURE_FACTS.map((fact) => (
              <li key={fact.id}>{i18n._(fact)}</li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
