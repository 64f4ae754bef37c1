import { useState } from 'react';
import { LocateFixed } from 'lucide-react';
import { locate } from '../../lib/geolocation';
import type { PlaceForm } from './place';
import { CheckboxField, TextField } from '../shared/fields';
import qrStyles from './qrLinks.module.css';
import controls from '../shared/controls.module.css';

const LOCATE_FAILURES = {
  denied: 'Location access was refused: type the coordinates instead',
  unavailable: 'No location available here: type the coordinates instead',
  timeout: 'Finding your location took too long: try again or type the coordinates',
  unsupported: 'This browser cannot tell its location: type the coordinates instead',
} as const;

/**
 * Where a code hangs: switched on, latitude, longitude and radius, with 'Use my location' for
 * the organiser standing beside the code as they hang it.
 */
export function PlaceFields({ idPrefix, form, onChange }: { idPrefix: string; form: PlaceForm; onChange: (form: PlaceForm) => void }) {
  const [locating, setLocating] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const set = (patch: Partial<PlaceForm>) => onChange({ ...form, ...patch });

  async function fillMyLocation() {
    setLocating(true);
    setNote(null);
    const located = await locate();
    setLocating(false);
    if ('positionError' in located) return setNote(LOCATE_FAILURES[located.positionError]);
    const { latitude, longitude, accuracy } = located.position;
    set({ latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) });
    setNote(`Your position, to within about ${Math.round(accuracy)} m`);
  }

  return (
    <fieldset className={qrStyles.placeFields}>
      <legend className="sr-only">Place</legend>
      <CheckboxField id={`${idPrefix}-place`} label="Students must be at this code to collect it" checked={form.enabled} onChange={(enabled) => set({ enabled })} />
      {form.enabled && (
        <>
          <div className={qrStyles.placeGrid}>
            <TextField id={`${idPrefix}-lat`} label="Latitude" inputMode="decimal" value={form.latitude} onChange={(latitude) => set({ latitude })} placeholder="51.754820" />
            <TextField id={`${idPrefix}-lng`} label="Longitude" inputMode="decimal" value={form.longitude} onChange={(longitude) => set({ longitude })} placeholder="-1.254410" />
            <TextField id={`${idPrefix}-radius`} label="Radius (m)" inputMode="numeric" value={form.radius} onChange={(radius) => set({ radius })} />
          </div>
          <button type="button" className={`btn btn-outline ${controls.btnSm}`} onClick={() => void fillMyLocation()} disabled={locating}>
            <LocateFixed size={16} aria-hidden />
            {locating ? 'Finding you...' : 'Use my location'}
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
