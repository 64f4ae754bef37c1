import { PRIVACY_FACTS } from '../../../core/privacyFacts';
import { useI18n } from '../../hooks/useI18n';

/**
 * What is kept, why and for how long, from core/privacyFacts.ts: the dashboard shows the short
 * form, the privacy page the full one (what exactly, and who sees it). Each text is translated
 * here, in the reader's language; how long is a sentence or two, said one after the other.
 */
export function PrivacyFactList({ full = false }: { full?: boolean }) {
  const i18n = useI18n();
  return (
    <dl className="privacy-facts" data-testid="privacy-facts">
      {PRIVACY_FACTS.map((fact) => (
        <div key={fact.item.id} className="privacy-fact">
          <dt>{i18n._(fact.item)}</dt>
          {full && <dd>{i18n._(fact.what)}</dd>}
          <dd>
            <span className="privacy-label">{i18n._({ id: 'privacy.why', message: 'Why:' })} </span>
            {i18n._(fact.why)}
          </dd>
          {full && (
            <dd>
              <span className="privacy-label">{i18n._({ id: 'privacy.whoSees', message: 'Who sees it:' })} </span>
              {i18n._(fact.whoSees)}
            </dd>
          )}
          <dd>
            <span className="privacy-label">{i18n._({ id: 'privacy.howLong', message: 'How long:' })} </span>
            {fact.howLong.map((part) => i18n._(part)).join(' ')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
