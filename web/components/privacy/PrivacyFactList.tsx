import { PRIVACY_FACTS } from '../../../core/privacyFacts';
import { useI18n } from '../../hooks/useI18n';

/**
 * What is kept, why and for how long, from core/privacyFacts.ts: the dashboard shows the short
 * form, the privacy page the full one (what exactly, and who sees it).
 */
export function PrivacyFactList({ full = false }: { full?: boolean }) {
  const i18n = useI18n();
  return (
    <dl className="privacy-facts" data-testid="privacy-facts">
      {PRIVACY_FACTS.map((fact) => (
        <div key={fact.item} className="privacy-fact">
          <dt>{fact.item}</dt>
          {full && <dd>{fact.what}</dd>}
          <dd>
            <span className="privacy-label">{i18n._({ id: 'privacy.why', message: 'Why:' })} </span>
            {fact.why}
          </dd>
          {full && (
            <dd>
              <span className="privacy-label">{i18n._({ id: 'privacy.whoSees', message: 'Who sees it:' })} </span>
              {fact.whoSees}
            </dd>
          )}
          <dd>
            <span className="privacy-label">{i18n._({ id: 'privacy.howLong', message: 'How long:' })} </span>
            {fact.howLong}
          </dd>
        </div>
      ))}
    </dl>
  );
}
