import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useI18n } from '../../hooks/useI18n';

interface ManualCodeFormProps {
  processing: boolean;
  /** Nothing else holds the screen (no scan in flight, no dialog): the field may take the focus. */
  ready: boolean;
  onSubmit: (code: string) => void;
  /** Back to the camera; absent when there is no camera to go back to. */
  onCancel?: () => void;
  /** A heading, when typing is the way to collect (no camera). */
  title?: string;
  /** What came of the last code typed, when the student stays to type the next one. */
  notice?: ReactNode;
  /** A refusal is drawn as one. */
  noticeTone?: 'info' | 'error';
}

/** Typing a code instead of scanning it (docs/product.md, Scanner). */
export function ManualCodeForm({ processing, ready, onSubmit, onCancel, title, notice, noticeTone = 'info' }: ManualCodeFormProps) {
  const i18n = useI18n();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const blocked = processing || code.trim() === '';

  // Once a code has been dealt with and the student is back at the form, it is ready for the next one.
  const wasReady = useRef(ready);
  useEffect(() => {
    if (!wasReady.current && ready) input.current?.focus();
    wasReady.current = ready;
  }, [ready]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    onSubmit(code.trim().toUpperCase());
    setCode('');
  }

  return (
    <form className="card manual-form" onSubmit={submit} aria-label={i18n._({ id: 'manual.label', message: 'Enter code manually' })}>
      {title && <h2 className="manual-form-title">{title}</h2>}
      <label htmlFor="manual-code" className="sr-only">
        {i18n._({ id: 'manual.code', message: 'Code' })}
      </label>
      <input
        ref={input}
        id="manual-code"
        className="input code-input"
        placeholder={i18n._({ id: 'manual.placeholder', message: 'ENTER CODE HERE' })}
        value={code}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus
      />
      {/* Always there, so a screen reader hears each notice put in it. */}
      <div className="manual-status" role="status">
        {notice && (
          <p className={`manual-notice${noticeTone === 'error' ? ' manual-notice-error' : ''}`} data-testid="manual-notice">
            {notice}
          </p>
        )}
      </div>
      <div className="form-actions">
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {i18n._({ id: 'manual.cancel', message: 'Cancel' })}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={blocked}>
          {processing ? i18n._({ id: 'manual.processing', message: 'Processing...' }) : i18n._({ id: 'manual.submit', message: 'Submit Code' })}
        </button>
      </div>
    </form>
  );
}
