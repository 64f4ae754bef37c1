import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { LocateFixed } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';
import { locate } from '../../lib/geolocation';
import type { PlaceForm } from './place';
import { CheckboxField, TextField } from '../shared/fields';
import qrStyles from './qrLinks.module.css';
import controls from '../shared/controls.module.css';

const LOCATE_UNAVAILABLE: MessageDescriptor = /*i18n*/ { id: 'admin.qrLinks.locate.unavailable', message: 'No location available here: type the coordinates instead' };
const LOCATE_FAILURES: Record<string, MessageDescriptor> = {
  denied: /*i18n*/ { id: 'admin.qrLinks.locate.denied', message: 'Location access was refused: type the coordinates instead' },
  unavailable: LOCATE_UNAVAILABLE,
  timeout: /*i18n*/ { id: 'admin.qrLinks.locate.timeout', message: 'Finding your location took too long: try again or type the coordinates' },
  unsupported: /*i18n*/ { id: 'admin.qrLinks.locate.unsupported', message: 'This browser cannot tell its location: type the coordinates instead' },
};

/**
 * Where a code hangs: switched on, latitude, longitude and radius, with 'Use my location' for
 * the organiser standing beside the code as they hang it.
 */
export function PlaceFields({ idPrefix, form, onChange }: { idPrefix: string; form: PlaceForm; onChange: (form: PlaceForm) => void }) {
  const i18n = useI18n();
  const [locating, setLocating] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const set = (patch: Partial<PlaceForm>) => onChange({ ...form, ...patch });

  async function fillMyLocation() {
    setLocating(true);
    setNote(null);
    const located = await locate();
    setLocating(false);
    if ('positionError' in located) return setNote(i18n._(LOCATE_FAILURES[located.positionError] ?? LOCATE_UNAVAILABLE));
    const { latitude, longitude, accuracy } = located.position;
    set({ latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) });
    setNote(i18n._({ id: 'admin.qrLinks.yourPosition', message: 'Your position, to within about {accuracy} m', values: { accuracy: Math.round(accuracy) } }));
  }

  return (
    <fieldset className={qrStyles.placeFields}>
      <legend className="sr-only">{i18n._({ id: 'admin.qrLinks.place', message: 'Place' })}</legend>
      <CheckboxField id={`${idPrefix}-place`} label={i18n._({ id: 'admin.qrLinks.mustBeThere', message: 'Students must be at this code to collect it' })} checked={form.enabled} onChange={(enabled) => set({ enabled })} />
      {form.enabled && (
        <>
          <div className={qrStyles.placeGrid}>
            <TextField id={`${idPrefix}-lat`} label={i18n._({ id: 'admin.qrLinks.latitude', message: 'Latitude' })} inputMode="decimal" value={form.latitude} onChange={(latitude) => set({ latitude })} placeholder="51.754820" />
            <TextField id={`${idPrefix}-lng`} label={i18n._({ id: 'admin.qrLinks.longitude', message: 'Longitude' })} inputMode="decimal" value={form.longitude} onChange={(longitude) => set({ longitude })} placeholder="-1.254410" />
            <TextField id={`${idPrefix}-radius`} label={i18n._({ id: 'admin.qrLinks.radiusM', message: 'Radius (m)' })} inputMode="numeric" value={form.radius} onChange={(radius) => set({ radius })} />
          </div>
          <button type="button" className={`btn btn-outline ${controls.btnSm}`} onClick={() => void fillMyLocation()} disabled={locating}>
            <LocateFixed size={16} aria-hidden />
            {locating ? i18n._({ id: 'admin.qrLinks.locating', message: 'Finding you...' }) : i18n._({ id: 'admin.qrLinks.useMyLocation', message: 'Use my location' })}
          </button>
          {note && (
            <p className="muted small" role="status">
              {note}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
