import { Link } from 'react-router-dom';
import { ERASURE_FACTS } from '../../../core/privacyFacts';
import { PageHeader } from '../../components/PageHeader';
import { PrivacyFactList } from '../../components/privacy/PrivacyFactList';

/** /privacy, for everyone: what is kept, why, who sees it, how long, and how erasure works (core/privacyFacts.ts). */
export default function PrivacyPage() {
  return (
    <div className="page">
      <PageHeader title="Privacy" backTo="/" backLabel="Home" />
      <main className="container privacy-page">
        <section className="card" aria-labelledby="kept-title">
          <h2 id="kept-title" className="card-title">
            What the hunt keeps about you
          </h2>
          <p className="muted">Only what it needs to run the game fairly, rank everyone and hand out the prizes.</p>
          <PrivacyFactList full />
        </section>
        <section className="card" aria-labelledby="rights-title">
          <h2 id="rights-title" className="card-title">
            Seeing and deleting it
          </h2>
          <p>
            Signed in, the <Link to="/dashboard">dashboard</Link>'s "Your data" section downloads a copy of everything kept about you, as one file, and
            deletes your account.
          </p>
          <ul className="privacy-erasure">
            {ERASURE_FACTS.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
