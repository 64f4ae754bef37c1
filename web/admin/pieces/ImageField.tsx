import { useRef, type ChangeEvent } from 'react';
import { ImageOff, Upload, X } from 'lucide-react';
import { FILE_TOO_LARGE_MESSAGE, isUploadedImage } from '../../../core/imageTypes';
import { ACCEPTED_IMAGE_TYPES, checkImageFile } from './pieces';
import { toast } from '../../lib/toastStore';
import styles from './ImageField.module.css';
import controls from '../shared/controls.module.css';
import forms from '../shared/forms.module.css';

interface ImageFieldProps {
  id: string;
  /** An http(s) URL, a stored /api/images/… path, a data: URL, or ''. */
  value: string;
  onChange: (value: string) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** The image as a URL, or an uploaded PNG/JPEG/WebP/GIF of at most 500KB (sent as a data: URL). */
export function ImageField({ id, value, onChange }: ImageFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const uploaded = isUploadedImage(value);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const check = checkImageFile(file);
    if (check === 'too-large') {
      toast({ title: 'File too large', description: FILE_TOO_LARGE_MESSAGE, variant: 'destructive' });
      return;
    }
    if (check === 'unsupported-type') {
      toast({ title: 'Unsupported image', description: 'Please use a PNG, JPEG, WebP or GIF image', variant: 'destructive' });
      return;
    }
    try {
      onChange(await readAsDataUrl(file));
    } catch (error) {
      console.error('Reading the image failed', error);
      toast({ title: 'Upload Failed', description: 'Failed to read the image file', variant: 'destructive' });
    }
  }

  return (
    <fieldset className={`${forms.formField} image-field`}>
      <legend className={forms.fieldLabel}>Image</legend>
      <div className={styles.imageFieldBody}>
        <div className={styles.imagePreview} aria-hidden>
          {value ? <img src={value} alt="" onError={() => console.warn('Image preview failed to load')} /> : <ImageOff size={28} />}
        </div>
        <div className={styles.imageFieldControls}>
          {uploaded ? (
            <p className={styles.uploadedChip} data-testid="uploaded-image">
              Uploaded image
              <button type="button" className={`btn ${controls.btnSm} btn-outline`} onClick={() => onChange('')}>
                <X size={14} aria-hidden />
                Remove
              </button>
            </p>
          ) : (
            <>
              <label htmlFor={`${id}-url`} className="sr-only">
                Image URL
              </label>
              <input
                id={`${id}-url`}
                className="input"
                type="url"
                inputMode="url"
                placeholder="https://example.com/piece.png"
                value={value}
                onChange={(event) => onChange(event.target.value)}
                data-testid="image-url-input"
              />
            </>
          )}
          <input
            ref={fileInput}
            id={`${id}-file`}
            className="sr-only"
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            onChange={(event) => void onFile(event)}
            data-testid="image-file-input"
          />
          <button type="button" className={`btn ${controls.btnSm} btn-outline`} onClick={() => fileInput.current?.click()}>
            <Upload size={16} aria-hidden />
            {uploaded ? 'Upload another file' : 'Or upload a file'}
          </button>
          <p className="muted small">PNG, JPEG, WebP or GIF, at most 500KB.</p>
        </div>
      </div>
    </fieldset>
  );
}
