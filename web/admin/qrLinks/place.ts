import { i18n, type MessageDescriptor } from '@lingui/core';
import { DEFAULT_PLACE_RADIUS_M, placeSchema, type Place } from '../../../core/place';
import { coreText, zodWords } from '../shared/coreWords';

/** The place fields as typed. */
export interface PlaceForm {
  enabled: boolean;
  latitude: string;
  longitude: string;
  radius: string;
}

export function placeForm(place: Place | null): PlaceForm {
  return place
    ? { enabled: true, latitude: String(place.latitude), longitude: String(place.longitude), radius: String(place.radiusM) }
    : { enabled: false, latitude: '', longitude: '', radius: String(DEFAULT_PLACE_RADIUS_M) };
}

const FIELD_NAMES: Record<string, MessageDescriptor> = {
  latitude: /*i18n*/ { id: 'admin.qrLinks.latitude', message: 'Latitude' },
  longitude: /*i18n*/ { id: 'admin.qrLinks.longitude', message: 'Longitude' },
  radiusM: /*i18n*/ { id: 'admin.qrLinks.radius', message: 'Radius' },
};

/** The place to send (null: none), or why the fields cannot be one, in the server's words. */
export function placeFromForm(form: PlaceForm): { place: Place | null } | { problem: string } {
  if (!form.enabled) return { place: null };
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));
  const parsed = placeSchema.safeParse({ latitude: number(form.latitude), longitude: number(form.longitude), radiusM: number(form.radius) }, zodWords(i18n));
  if (parsed.success) return { place: parsed.data };
  const issue = parsed.error.issues[0];
  const field = FIELD_NAMES[String(issue?.path[0])];
  return {
    problem: i18n._({
      id: 'admin.qrLinks.placeProblem',
      message: '{field}: {problem}',
      values: { field: field ? i18n._(field) : i18n._({ id: 'admin.qrLinks.place', message: 'Place' }), problem: coreText(i18n, issue?.message ?? 'invalid') },
    }),
  };
}

/** '51.75482, -1.25441 · 40 m' for the QR Links table. */
export function placeText(place: Place | null): string {
  if (!place) return i18n._({ id: 'admin.qrLinks.anywhere', message: 'Anywhere' });
  return `${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)} · ${place.radiusM} m`;
}
