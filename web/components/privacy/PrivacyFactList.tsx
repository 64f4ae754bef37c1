import { PRIVACY_FACTS } from '../../../core/privacyFacts';

/**
 * What is kept, why and for how long, from core/privacyFacts.ts: the dashboard shows the short
 * form, the privacy page the full one (what exactly, and who sees it).
 */
export function PrivacyFactList({ full = false }: { full?: boolean }) {
  return (
    <dl className="privacy-facts" data-testid="privacy-facts">
      {PRIVACY_FACTS.map((fact) => (
        <div key={fact.item} className="privacy-fact">
          <dt>{fact.item}</dt>
          {full && <dd>{fact.what}</dd>}
          <dd>
            <span className="privacy-label">Why: </span>
            {fact.why}
          </dd>
          {full && (
            <dd>
              <span className="privacy-label">Who sees it: </span>
              {fact.whoSees}
            </dd>
          )}
          <dd>
            <span className="privacy-label">How long: </span>
            {fact.howLong}
          </dd>
        </div>
      ))}
    </dl>
  );
}
