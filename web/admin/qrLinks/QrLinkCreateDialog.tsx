import { useState, type FormEvent } from 'react';
import { Shuffle } from 'lucide-react';
import { ADMIN_API } from '../../../core/adminPaths';
import { MAX_CODE_LENGTH } from '../../../core/constants';
import { generateCode, scanLink } from '../../../core/scanCode';
import { useAdminAction } from '../shared/useAdminAction';
import { useAdminConfig } from './useAdminConfig';
import { useAdminPuzzles } from '../pieces/useAdminPuzzles';
import { placeForm, placeFromForm, type PlaceForm } from './place';
import { canCreateQrLink, codeFieldProblem, codeInput, defaultDomain } from './qrLinks';
import { AdminDialog } from '../shared/AdminDialog';
import { CheckboxField, Field, FormError, SelectField } from '../shared/fields';
import { adminApi } from '../../lib/adminApi';
import { useI18n } from '../../hooks/useI18n';
import { PlaceFields } from './PlaceFields';
import qrStyles from './qrLinks.module.css';
import forms from '../shared/forms.module.css';

/** 'Create QR Link': code (with 'Generate'), puzzle piece, domain, place and screen. New links are active. */
export function QrLinkCreateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const i18n = useI18n();
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={i18n._({ id: 'admin.qrLinks.create', message: 'Create QR Link' })}
      description={i18n._({ id: 'admin.qrLinks.createDescription', message: 'Link a short code to a puzzle piece.' })}
      testId="qr-link-dialog"
    >
      {/* Mounted only while open, so every opening starts empty. */}
      {open && <QrLinkForm onDone={() => onOpenChange(false)} />}
    </AdminDialog>
  );
}

function QrLinkForm({ onDone }: { onDone: () => void }) {
  const { pieces } = useAdminPuzzles();
  const { config } = useAdminConfig();
  const perform = useAdminAction();
  const i18n = useI18n();
  const [code, setCode] = useState('');
  const [pieceId, setPieceId] = useState<number | null>(null);
  const [chosenDomain, setChosenDomain] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [place, setPlace] = useState<PlaceForm>(() => placeForm(null));
  const [screen, setScreen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const domains = config?.qrDomains.length ? config.qrDomains : [window.location.origin];
  const domain = chosenDomain ?? defaultDomain(config?.qrDomains, window.location.origin);
  const ready = canCreateQrLink(code, pieceId);
  // Shown as it is typed, before any submit: 'AB/' would print as a link that finds nothing.
  const codeError = codeFieldProblem(i18n, code);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || saving || pieceId === null) return;
    const where = placeFromForm(place);
    setProblem('problem' in where ? where.problem : null);
    if ('problem' in where) return;
    setSaving(true);
    const body = { code: code.trim(), puzzlePieceId: pieceId, domain, isActive: true, place: where.place, screen };
    const ok = await perform(() => adminApi.createLink(body), {
      success: (link) => ({ title: i18n._({ id: 'admin.qrLinks.created', message: 'QR Link Created' }), description: `${link.code} → ${link.puzzlePieceName}` }),
      failure: i18n._({ id: 'admin.qrLinks.createFailed', message: 'Creation Failed' }),
      fallback: i18n._({ id: 'admin.qrLinks.createFailedFallback', message: 'Failed to create QR link' }),
      revalidate: [ADMIN_API.qrLinks, ADMIN_API.puzzles],
    });
    setSaving(false);
    if (ok) onDone();
  }

  return (
    <form className={forms.adminForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field
        id="qr-code"
        label={i18n._({ id: 'admin.qrLinks.code', message: 'Code' })}
        hint={
          code && !codeError
            ? i18n._({ id: 'admin.qrLinks.scanLink', message: 'Scan link: {link}', values: { link: scanLink(domain, code.trim()) } })
            : i18n._({ id: 'admin.qrLinks.codeHint', message: 'Up to {max} letters A-Z and digits 0-9', values: { max: MAX_CODE_LENGTH } })
        }
      >
        <div className={forms.inputRow}>
          <input
            id="qr-code"
            className={`input ${qrStyles.qrCodeInput}`}
            value={code}
            maxLength={MAX_CODE_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={i18n._({ id: 'admin.qrLinks.codeExample', message: 'e.g. INN001' })}
            onChange={(event) => setCode(codeInput(event.target.value))}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? 'qr-code-error' : undefined}
            data-testid="qr-code-input"
          />
          <button type="button" className="btn btn-outline" onClick={() => setCode(generateCode())} data-testid="qr-generate">
            <Shuffle size={16} aria-hidden />
            {i18n._({ id: 'admin.qrLinks.generate', message: 'Generate' })}
          </button>
        </div>
        {codeError && (
          <p id="qr-code-error" className={forms.formError} role="alert" data-testid="qr-code-error">
            {codeError}
          </p>
        )}
      </Field>
      <SelectField
        id="qr-piece"
        label={i18n._({ id: 'admin.qrLinks.piece', message: 'Puzzle Piece' })}
        placeholder={
          pieces?.length === 0
            ? i18n._({ id: 'admin.qrLinks.noPieces', message: 'No puzzle pieces yet' })
            : i18n._({ id: 'admin.qrLinks.choosePiece', message: 'Select a puzzle piece' })
        }
        value={pieceId === null ? '' : String(pieceId)}
        options={(pieces ?? []).map((piece) => ({ value: String(piece.id), label: piece.name }))}
        onChange={(value) => setPieceId(Number(value))}
      />
      <SelectField
        id="qr-domain"
        label={i18n._({ id: 'admin.qrLinks.domain', message: 'Domain' })}
        hint={i18n._({ id: 'admin.qrLinks.domainHint', message: 'The host printed in the QR code' })}
        value={domain}
        options={domains.map((value) => ({ value, label: value }))}
        onChange={setChosenDomain}
      />
      <PlaceFields idPrefix="qr-create" form={place} onChange={setPlace} />
      <CheckboxField id="qr-screen" label={i18n._({ id: 'admin.qrLinks.onScreen', message: 'Shown on a screen: only its rotating code counts' })} checked={screen} onChange={setScreen} />
      <FormError message={problem} />
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {i18n._({ id: 'admin.shared.cancel', message: 'Cancel' })}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!ready || saving} data-testid="qr-create-submit">
          {saving ? i18n._({ id: 'admin.qrLinks.creating', message: 'Creating...' }) : i18n._({ id: 'admin.qrLinks.create', message: 'Create QR Link' })}
        </button>
      </div>
    </form>
  );
}
