import { useState, type FormEvent } from 'react';
import { Switch } from 'radix-ui';
import type { QrLinkDto, QrLinkUpdate } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { useAdminAction } from '../shared/useAdminAction';
import { placeForm, placeFromForm, type PlaceForm } from './place';
import { AdminDialog } from '../shared/AdminDialog';
import { FormError } from '../shared/fields';
import { adminApi } from '../../lib/adminApi';
import { useI18n } from '../../hooks/useI18n';
import { PlaceFields } from './PlaceFields';
import forms from '../shared/forms.module.css';
import qrStyles from './qrLinks.module.css';
import { classNames } from '../shared/classNames';

function usePatchLink(link: QrLinkDto) {
  const perform = useAdminAction();
  const i18n = useI18n();
  return (update: QrLinkUpdate, done: string) =>
    perform(() => adminApi.updateLink(link.id, update), {
      success: { title: i18n._({ id: 'admin.qrLinks.updated', message: 'QR Link Updated' }), description: i18n._({ id: 'admin.qrLinks.updatedDescription', message: '{code}: {done}', values: { code: link.code, done } }) },
      failure: i18n._({ id: 'admin.qrLinks.updateFailed', message: 'Update Failed' }),
      fallback: i18n._({ id: 'admin.qrLinks.updateFailedFallback', message: 'Failed to update QR link' }),
      revalidate: [ADMIN_API.qrLinks, ADMIN_API.puzzles],
    });
}

const UNDO_TOAST_MS = 10_000;

/**
 * The Status cell: a switch, since a live code is switched off in one click. Its toast offers
 * Undo, which switches it back.
 */
export function QrLinkStatusToggle({ link }: { link: QrLinkDto }) {
  const perform = useAdminAction();
  const i18n = useI18n();
  const [busy, setBusy] = useState(false);
  async function switchTo(isActive: boolean, undoable: boolean) {
    setBusy(true);
    await perform(() => adminApi.updateLink(link.id, { isActive }), {
      success: {
        title: i18n._({ id: 'admin.qrLinks.updated', message: 'QR Link Updated' }),
        description: i18n._({
          id: 'admin.qrLinks.updatedDescription',
          message: '{code}: {done}',
          values: {
            code: link.code,
            done: isActive ? i18n._({ id: 'admin.qrLinks.scansAgain', message: 'scans collect again' }) : i18n._({ id: 'admin.qrLinks.scansRefused', message: 'scans are refused' }),
          },
        }),
        // Time to read it and change one's mind.
        duration: undoable ? UNDO_TOAST_MS : undefined,
        action: undoable
          ? {
              label: i18n._({ id: 'admin.qrLinks.undo', message: 'Undo' }),
              altText: i18n._({ id: 'admin.qrLinks.undoAlt', message: 'Switch {code} back in the Status column', values: { code: link.code } }),
              run: () => void switchTo(!isActive, false),
            }
          : undefined,
      },
      failure: i18n._({ id: 'admin.qrLinks.updateFailed', message: 'Update Failed' }),
      fallback: i18n._({ id: 'admin.qrLinks.updateFailedFallback', message: 'Failed to update QR link' }),
      revalidate: [ADMIN_API.qrLinks, ADMIN_API.puzzles],
    });
    setBusy(false);
  }
  return (
    <span className={qrStyles.statusSwitch}>
      <Switch.Root
        className={forms.switch}
        checked={link.isActive}
        disabled={busy}
        onCheckedChange={(isActive) => void switchTo(isActive, true)}
        aria-label={i18n._({ id: 'admin.qrLinks.acceptsScans', message: '{code} accepts scans', values: { code: link.code } })}
        data-testid="qr-status-toggle"
      >
        <Switch.Thumb className={forms.switchThumb} />
      </Switch.Root>
      {/* The state in words for the eye; the switch itself says it to assistive technology. */}
      <span className={classNames('small', !link.isActive && 'muted')} aria-hidden>
        {link.isActive ? i18n._({ id: 'admin.qrLinks.active', message: 'Active' }) : i18n._({ id: 'admin.qrLinks.inactive', message: 'Inactive' })}
      </span>
    </span>
  );
}

/** 'Place' for one link: where it hangs, or nowhere in particular. */
export function QrLinkPlaceDialog({ link, open, onOpenChange }: { link: QrLinkDto; open: boolean; onOpenChange: (open: boolean) => void }) {
  const i18n = useI18n();
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={i18n._({ id: 'admin.qrLinks.placeTitle', message: 'Place of {code}', values: { code: link.code } })}
      description={i18n._({ id: 'admin.qrLinks.placeDescription', message: "Where the code hangs. Scans far from it are checked under the event's location policy." })}
      testId="qr-place-dialog"
    >
      {open && <PlaceForm link={link} onDone={() => onOpenChange(false)} />}
    </AdminDialog>
  );
}

function PlaceForm({ link, onDone }: { link: QrLinkDto; onDone: () => void }) {
  const patch = usePatchLink(link);
  const i18n = useI18n();
  const [form, setForm] = useState<PlaceForm>(() => placeForm(link.place));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const where = placeFromForm(form);
    setProblem('problem' in where ? where.problem : null);
    if ('problem' in where || saving) return;
    setSaving(true);
    const ok = await patch(
      { place: where.place },
      where.place ? i18n._({ id: 'admin.qrLinks.placeSaved', message: 'place saved' }) : i18n._({ id: 'admin.qrLinks.placeRemoved', message: 'no place any more' }),
    );
    setSaving(false);
    if (ok) onDone();
  }

  return (
    <form className={forms.adminForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <PlaceFields idPrefix={`qr-${link.id}`} form={form} onChange={setForm} />
      <FormError message={problem} />
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {i18n._({ id: 'admin.shared.cancel', message: 'Cancel' })}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="qr-place-submit">
          {saving ? i18n._({ id: 'admin.qrLinks.saving', message: 'Saving...' }) : i18n._({ id: 'admin.qrLinks.savePlace', message: 'Save Place' })}
        </button>
      </div>
    </form>
  );
}
