import { useId, type Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { CaptchaState } from '../hooks/use-captcha.ts';
import styles from './service.module.css';

/** The captcha answer with its tappable image (a tap fetches a new one). */
export function CaptchaField({
  captcha,
  error,
  inputRef,
  onEdit,
}: {
  captcha: CaptchaState;
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const image = captcha.captcha?.image ?? null;
  const arithmetic = captcha.captcha?.kind === 'arithmetic';
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('service.feedback.captcha')}
      </label>
      <div className={`${styles.box} ${error ? styles.invalid : ''}`}>
        <input
          id={id}
          ref={inputRef}
          className={styles.input}
          value={captcha.answer}
          autoComplete="off"
          maxLength={16}
          placeholder={
            arithmetic
              ? t('service.feedback.captchaArithmetic')
              : t('service.feedback.captchaPlaceholder')
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            captcha.setAnswer(event.target.value);
            onEdit();
          }}
        />
        <button
          type="button"
          className={styles.captchaButton}
          onClick={captcha.refresh}
          aria-label={t('service.feedback.captchaRefresh')}
        >
          {image ? (
            <img
              src={`data:image/png;base64,${image}`}
              alt={t('service.feedback.captchaImage')}
              className={styles.captchaImage}
            />
          ) : (
            <span className={styles.muted}>{t('service.feedback.captchaLoading')}</span>
          )}
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
