import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BO_IMAGE_INPUT_TYPES, BO_IMAGE_MAX_BYTES } from '@app/contracts/backoffice';
import { ErrorText } from '../../components/error-text.tsx';
import { useUploadImage } from './content-api.ts';

/**
 * One uploadable image: what is set now (or what the site shows instead), a file input that
 * uploads at once, and a button to go back to no image. The server judges the file; the size
 * check here only spares a useless upload.
 */
export function ImageField({
  label,
  value,
  shownInstead,
  onChange,
  disabled,
}: {
  label: string;
  value: string | null;
  /** What the site shows while `value` is null (the other language's image or drawn art). */
  shownInstead: { url: string | null; note: string };
  onChange: (url: string | null) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('content');
  const upload = useUploadImage(i18n.language);
  const [status, setStatus] = useState('');
  const [tooLarge, setTooLarge] = useState(false);
  const hintId = useId();
  const shown = value ?? shownInstead.url;

  const choose = (file: File | undefined) => {
    setStatus('');
    setTooLarge(false);
    upload.reset();
    if (!file) return;
    if (file.size > BO_IMAGE_MAX_BYTES) {
      setTooLarge(true);
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) => {
        onChange(image.url);
        setStatus(t('image.uploaded', { width: image.width, height: image.height }));
      },
    });
  };

  return (
    <fieldset className="stack" style={{ border: 'none', padding: 0, margin: 0 }}>
      <legend>
        <strong>{label}</strong>
      </legend>
      <div className="image-field">
        {shown ? <img src={shown} alt={value ? t('image.alt') : t('preview.drawn')} /> : <span />}
        <div className="stack">
          <small className={value ? 'muted media-url' : 'muted'}>
            {value ?? shownInstead.note}
          </small>
          <div className="row">
            <input
              type="file"
              accept={BO_IMAGE_INPUT_TYPES.join(',')}
              aria-label={t('image.chooseNamed', { name: label })}
              aria-describedby={hintId}
              disabled={disabled || upload.isPending}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            {value ? (
              <button
                type="button"
                className="secondary"
                disabled={disabled}
                aria-label={t('image.clearNamed', { name: label })}
                onClick={() => {
                  onChange(null);
                  setStatus('');
                }}
              >
                {t('image.clear')}
              </button>
            ) : null}
          </div>
          <small id={hintId} className="hint">
            {t('image.rules')}
          </small>
          <p role="status" className="ok-text">
            {upload.isPending ? t('image.uploading') : status}
          </p>
          {tooLarge ? (
            <p role="alert" className="error-text">
              {t('image.tooLarge')}
            </p>
          ) : null}
          <ErrorText error={upload.error} />
        </div>
      </div>
    </fieldset>
  );
}
