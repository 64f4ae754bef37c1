import { useState, type FormEvent } from 'react';
import type { QrLinkDto, QrLinkUpdate } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { useAdminAction } from '../shared/useAdminAction';
import { placeForm, placeFromForm, type PlaceForm } from './place';
import { AdminDialog } from '../shared/AdminDialog';
import { FormError } from '../shared/fields';
import { adminApi } from '../../lib/adminApi';
import { PlaceFields } from './PlaceFields';
import forms from '../shared/forms.module.css';
import controls from '../shared/controls.module.css';
import qrStyles from './qrLinks.module.css';
import { classNames } from '../shared/classNames';

function usePatchLink(link: QrLinkDto) {
  const perform = useAdminAction();
  return (update: QrLinkUpdate, done: string) =>
    perform(() => adminApi.updateLink(link.id, update), {
      success: { title: 'QR Link Updated', description: `${link.code}: ${done}` },
      failure: 'Update Failed',
      fallback: 'Failed to update QR link',
      revalidate: [ADMIN_API.qrLinks, ADMIN_API.puzzles],
    });
}

/** The Status cell: a button that switches the link on or off. */
export function QrLinkStatusToggle({ link }: { link: QrLinkDto }) {
  const patch = usePatchLink(link);
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    await patch({ isActive: !link.isActive }, link.isActive ? 'scans are refused' : 'scans collect again');
    setBusy(false);
  }
  return (
    <button
      type="button"
      className={classNames('badge', qrStyles.badgeButton, link.isActive ? 'badge-success' : controls.badgeMuted)}
      disabled={busy}
      onClick={() => void toggle()}
      aria-label={`${link.code} is ${link.isActive ? 'active' : 'inactive'}: ${link.isActive ? 'deactivate' : 'activate'}`}
      data-testid="qr-status-toggle"
    >
      {link.isActive ? 'Active' : 'Inactive'}
    </button>
  );
}

/** 'Place' for one link: where it hangs, or nowhere in particular. */
export function QrLinkPlaceDialog({ link, open, onOpenChange }: { link: QrLinkDto; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={`Place of ${link.code}`} description="Where the code hangs. Scans far from it are checked under the event's location policy." testId="qr-place-dialog">
      {open && <PlaceForm link={link} onDone={() => onOpenChange(false)} />}
    </AdminDialog>
  );
}

function PlaceForm({ link, onDone }: { link: QrLinkDto; onDone: () => void }) {
  const patch = usePatchLink(link);
  const [form, setForm] = useState<PlaceForm>(() => placeForm(link.place));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const where = placeFromForm(form);
    setProblem('problem' in where ? where.problem : null);
    if ('problem' in where || saving) return;
    setSaving(true);
    const ok = await patch({ place: where.place }, where.place ? 'place saved' : 'no place any more');
    setSaving(false);
    if (ok) onDone();
  }

  return (
    <form className={forms.adminForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <PlaceFields idPrefix={`qr-${link.id}`} form={form} onChange={setForm} />
      <FormError message={problem} />
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="qr-place-submit">
          {saving ? 'Saving...' : 'Save Place'}
        </button>
      </div>
    </form>
  );
}
