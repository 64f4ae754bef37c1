import { useState, type FormEvent } from 'react';

interface ManualCodeFormProps {
  processing: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** Typing a code instead of scanning it (docs/product.md, Scanner). */
export function ManualCodeForm({ processing, onSubmit, onCancel }: ManualCodeFormProps) {
  const [code, setCode] = useState('');
  const blocked = processing || code.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    onSubmit(code.trim().toUpperCase());
    setCode('');
  }

  return (
    <form className="card manual-form" onSubmit={submit} aria-label="Enter code manually">
      <label htmlFor="manual-code" className="sr-only">
        Code
      </label>
      <input
        id="manual-code"
        className="input code-input"
        placeholder="ENTER CODE HERE"
        value={code}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus
      />
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={blocked}>
          {processing ? 'Processing...' : 'Submit Code'}
        </button>
      </div>
    </form>
  );
}
