import { useRef, useState, type ChangeEvent } from 'react';
import { ImageOff, Upload, X } from 'lucide-react';
import type { I18n } from '@lingui/core';
import { useI18n } from '../../hooks/useI18n';
import { isUploadedImage } from '../../../core/imageTypes';
import { errorProps, FieldError } from '../shared/fields';
import { fitImage, LONG_SIDE_PX, type FittingProblem } from './fitImage';
import styles from './ImageField.module.css';
import controls from '../shared/controls.module.css';
import forms from '../shared/forms.module.css';

/** What is wrong with a picked file, named by its file name. */
function fittingProblem(i18n: I18n, name: string, problem: FittingProblem): string {
  switch (problem) {
    case 'notImage':
      return i18n._({ id: 'admin.pieces.notImage', message: '{name} is not an image: pick a photo or a PNG, JPEG, WebP or GIF', values: { name } });
    case 'unreadable':
      return i18n._({ id: 'admin.pieces.unreadableImage', message: '{name} could not be read as an image here: try a PNG, JPEG, WebP or GIF', values: { name } });
    case 'tooBig':
      return i18n._({ id: 'admin.pieces.imageTooBig', message: '{name} stays over 500 KB even made smaller: use another picture or a URL', values: { name } });
  }
}

interface ImageFieldProps {
  id: string;
  /** An http(s) URL, a stored /api/images/… path, a data: URL, or ''. */
  value: string;
  onChange: (value: string) => void;
  /** The form's problem with the value (a URL that is not http or https). */
  error?: string | null;
  /** What the image is for (the piece's own, or its clue's). */
  label?: string;
  /** Names its parts for tests (`image-url-input`, `image-file-input`…), apart from another image field's. */
  testIdPrefix?: string;
}

/**
 * The image as a URL, or a picked picture: a phone photo of any size is made to fit the server's
 * 500 KB before it is sent (fitImage.ts). What is wrong shows here, at the field.
 */
export function ImageField({ id, value, onChange, error, label: givenLabel, testIdPrefix = 'image' }: ImageFieldProps) {
  const i18n = useI18n();
  const label = givenLabel ?? i18n._({ id: 'admin.pieces.image', message: 'Image' });
  const fileInput = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ preparing: boolean; problem: string | null }>({ preparing: false, problem: null });
  const uploaded = isUploadedImage(value);
  const problem = picked.problem ?? error;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPicked({ preparing: true, problem: null });
    try {
      const fitted = await fitImage(file);
      if ('dataUrl' in fitted) onChange(fitted.dataUrl);
      setPicked({ preparing: false, problem: 'problem' in fitted ? fittingProblem(i18n, file.name, fitted.problem) : null });
    } catch (failure) {
      console.error('Preparing the image failed', failure);
      setPicked({ preparing: false, problem: i18n._({ id: 'admin.pieces.imageUnprepared', message: '{name} could not be prepared for upload', values: { name: file.name } }) });
    }
  }

  return (
    <fieldset className={`${forms.formField} image-field`}>
      <legend className={forms.fieldLabel}>{label}</legend>
      <div className={styles.imageFieldBody}>
        <div className={styles.imagePreview} aria-hidden>
          {value ? <img src={value} alt="" onError={() => console.warn('Image preview failed to load')} /> : <ImageOff size={28} />}
        </div>
        <div className={styles.imageFieldControls}>
          {uploaded ? (
            <p className={styles.uploadedChip} data-testid={`uploaded-${testIdPrefix}`}>
              {i18n._({ id: 'admin.pieces.uploadedImage', message: 'Uploaded image' })}
              <button type="button" className={`btn ${controls.btnSm} btn-outline`} onClick={() => onChange('')}>
                <X size={14} aria-hidden />
                {i18n._({ id: 'admin.pieces.removeImage', message: 'Remove' })}
              </button>
            </p>
          ) : (
            <>
              <label htmlFor={`${id}-url`} className="sr-only">
                {i18n._({ id: 'admin.pieces.imageUrl', message: '{label} URL', values: { label } })}
              </label>
              <input
                id={`${id}-url`}
                className="input"
                type="url"
                inputMode="url"
                placeholder={i18n._({ id: 'admin.pieces.imageUrlExample', message: 'https://example.com/piece.png' })}
                value={value}
                onChange={(event) => {
                  setPicked({ preparing: false, problem: null });
                  onChange(event.target.value);
                }}
                {...errorProps(id, problem)}
                data-testid={`${testIdPrefix}-url-input`}
              />
            </>
          )}
          <input
            ref={fileInput}
            id={`${id}-file`}
            className="sr-only"
            type="file"
            // The button below is the control; the input is named for whoever reaches it anyway.
            aria-label={i18n._({ id: 'admin.pieces.imageFile', message: '{label} file to upload', values: { label } })}
            tabIndex={-1}
            accept="image/*"
            onChange={(event) => void onFile(event)}
            data-testid={`${testIdPrefix}-file-input`}
          />
          <button
            type="button"
            className={`btn ${controls.btnSm} btn-outline`}
            disabled={picked.preparing}
            onClick={() => fileInput.current?.click()}
            {...errorProps(id, uploaded ? problem : null)}
          >
            <Upload size={16} aria-hidden />
            {picked.preparing
              ? i18n._({ id: 'admin.pieces.preparing', message: 'Preparing image…' })
              : uploaded
                ? i18n._({ id: 'admin.pieces.uploadAnother', message: 'Upload another file' })
                : i18n._({ id: 'admin.pieces.upload', message: 'Or upload a file' })}
          </button>
          <p className="muted small">
            {i18n._({ id: 'admin.pieces.imageHint', message: 'A photo or a PNG, JPEG, WebP or GIF: a large one is made {size} px at most and under 500 KB.', values: { size: LONG_SIDE_PX } })}
          </p>
          <FieldError id={id} message={problem} />
        </div>
      </div>
    </fieldset>
  );
}
