import { Plus, Trash } from 'lucide-react';
import { newTier, removeTier, type PrizeTierForm } from './events';
import { IconButton } from '../shared/IconButton';
import styles from './PrizeTiersEditor.module.css';
import controls from '../shared/controls.module.css';
import forms from '../shared/forms.module.css';
import { useI18n } from '../../hooks/useI18n';

interface PrizeTiersEditorProps {
  tiers: PrizeTierForm[];
  onChange: (tiers: PrizeTierForm[]) => void;
}

/** Percentile (0-100), prize name and description per tier; the last tier cannot be removed. */
export function PrizeTiersEditor({ tiers, onChange }: PrizeTiersEditorProps) {
  const i18n = useI18n();
  const update = (key: number, patch: Partial<PrizeTierForm>) => onChange(tiers.map((tier) => (tier.key === key ? { ...tier, ...patch } : tier)));

  return (
    <fieldset className={`${forms.formField} ${styles.tiers}`} data-testid="prize-tiers">
      <legend className={forms.fieldLabel}>{i18n._({ id: 'admin.events.tiers', message: 'Prize Tiers' })}</legend>
      {tiers.map((tier, index) => {
        const id = `tier-${tier.key}`;
        return (
          <div key={tier.key} className={styles.tierRow} data-testid="prize-tier">
            <div className={`${forms.formField} ${styles.tierPercentile}`}>
              <label htmlFor={`${id}-percentile`} className="small">
                {i18n._({ id: 'admin.events.tier.percentile', message: 'Percentile' })}
              </label>
              <input
                id={`${id}-percentile`}
                className="input"
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                value={tier.percentile}
                onChange={(event) => update(tier.key, { percentile: event.target.value })}
              />
            </div>
            <div className={`${forms.formField} ${styles.tierName}`}>
              <label htmlFor={`${id}-name`} className="small">
                {i18n._({ id: 'admin.events.tier.name', message: 'Prize name' })}
              </label>
              <input id={`${id}-name`} className="input" value={tier.prizeName} maxLength={100} onChange={(event) => update(tier.key, { prizeName: event.target.value })} />
            </div>
            <div className={`${forms.formField} ${styles.tierDescription}`}>
              <label htmlFor={`${id}-description`} className="small">
                {i18n._({ id: 'admin.events.tier.description', message: 'Description' })}
              </label>
              <input
                id={`${id}-description`}
                className="input"
                value={tier.prizeDescription}
                maxLength={500}
                onChange={(event) => update(tier.key, { prizeDescription: event.target.value })}
              />
            </div>
            <IconButton
              label={i18n._({ id: 'admin.events.tier.remove', message: 'Remove prize tier {tier}', values: { tier: index + 1 } })}
              danger
              className={styles.tierRemove}
              disabled={tiers.length <= 1}
              onClick={() => onChange(removeTier(tiers, tier.key))}
            >
              <Trash size={16} aria-hidden />
            </IconButton>
          </div>
        );
      })}
      <button type="button" className={`btn ${controls.btnSm} btn-outline`} onClick={() => onChange([...tiers, newTier()])}>
        <Plus size={16} aria-hidden />
        {i18n._({ id: 'admin.events.tier.add', message: 'Add tier' })}
      </button>
    </fieldset>
  );
}
