import '../i18n/texts.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  FEEDBACK,
  FEEDBACK_TYPE_NONE,
  FEEDBACK_TYPES,
  feedbackLength,
  isFeedbackContentValid,
  type FeedbackTypeName,
} from '@app/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { loading } from '../../../lib/loading-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { sendFeedback } from '../api/service-api.ts';
import { CaptchaField } from '../components/captcha-field.tsx';
import { useCaptcha } from '../hooks/use-captcha.ts';
import styles from '../components/service.module.css';

const TYPE_NAMES = Object.keys(FEEDBACK_TYPES) as FeedbackTypeName[];
const nameOfType = (type: number) => TYPE_NAMES.find((name) => FEEDBACK_TYPES[name] === type);

/** At most 200 characters as people count them (an emoji is one). */
function capContent(text: string): string {
  const chars = [...text];
  return chars.length > FEEDBACK.contentMax ? chars.slice(0, FEEDBACK.contentMax).join('') : text;
}

/**
 * /m/feedback (spec accounts-members sections 2, 4, 5): needs a session, else /m/login. A
 * question type from the picker, the content (10 to 200 characters, counter current/200) and a
 * captcha; confirm stays disabled outside 10 to 200 characters and an empty captcha sends
 * nothing. Sending shows the loading message (up to 10 s), then the "sent success" alert.
 */
export function FeedbackPage() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return <FeedbackForm sender={session.userName} />;
}

function FeedbackForm({ sender }: { sender: string }) {
  const { t } = useTranslation();
  const ids = useId();
  const [type, setType] = useState<number>(FEEDBACK_TYPE_NONE);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [content, setContent] = useState('');
  const [typeError, setTypeError] = useState(false);
  const [captchaError, setCaptchaError] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const captcha = useCaptcha();
  const captchaInput = useRef<HTMLInputElement>(null);
  const pickerButton = useRef<HTMLButtonElement>(null);

  // Spec section 2: the screen opens at its top (the captcha is fetched by useCaptcha).
  useEffect(() => {
    document.documentElement.scrollTop = 0;
    document.body.scrollTop = 0;
  }, []);

  const length = feedbackLength(content);
  const contentValid = isFeedbackContentValid(content);
  const typeName = nameOfType(type);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!contentValid || busy) return;
    setServerError(null);
    if (type === FEEDBACK_TYPE_NONE) {
      setTypeError(true);
      pickerButton.current?.focus();
      return;
    }
    if (!captcha.answer.trim() || !captcha.captcha) {
      setCaptchaError(true);
      captchaInput.current?.focus();
      return;
    }
    setBusy(true);
    loading.show({ message: t('service.feedback.sending'), timeoutMs: FEEDBACK.loadingMs });
    try {
      await sendFeedback({
        content,
        type,
        sender,
        captcha: captcha.answer.trim(),
        captchaKey: captcha.captcha.captchaKey,
      });
      setContent('');
      setType(FEEDBACK_TYPE_NONE);
      setSent(true);
    } catch (error) {
      setServerError(
        isApiError(error) && error.errorCode !== 'network.error'
          ? error.message
          : t('service.feedback.failed'),
      );
    } finally {
      // Spec 4: the loading message always goes; a captcha is single use either way.
      loading.hide();
      captcha.refresh();
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('service.feedback.intro')}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className={styles.field}>
          <span id={`${ids}-type`} className={styles.label}>
            {t('service.feedback.type')}
          </span>
          <button
            ref={pickerButton}
            type="button"
            className={`${styles.picker} ${typeError ? styles.invalid : ''}`}
            aria-haspopup="dialog"
            aria-labelledby={`${ids}-type ${ids}-type-value`}
            aria-describedby={typeError ? `${ids}-type-error` : undefined}
            onClick={() => setPickerOpen(true)}
          >
            <span id={`${ids}-type-value`} className={typeName ? undefined : styles.placeholder}>
              {typeName ? t(`service.feedback.types.${typeName}`) : t('service.feedback.choose')}
            </span>
            <span className={styles.chevron} aria-hidden="true">
              ▾
            </span>
          </button>
          {typeError && (
            <p id={`${ids}-type-error`} className={styles.error}>
              {t('service.feedback.typeRequired')}
            </p>
          )}
        </div>

        <div className={styles.field}>
          <label htmlFor={`${ids}-content`} className={styles.label}>
            {t('service.feedback.content')}
          </label>
          <textarea
            id={`${ids}-content`}
            className={styles.textarea}
            value={content}
            placeholder={t('service.feedback.contentPlaceholder')}
            aria-describedby={`${ids}-counter`}
            onChange={(event) => {
              setContent(capContent(event.target.value));
              setServerError(null);
            }}
          />
          <span
            id={`${ids}-counter`}
            className={`${styles.counter} ${length > 0 && !contentValid ? styles.counterBad : ''}`}
          >
            <span aria-hidden="true">
              {t('service.feedback.counter', { count: length, max: FEEDBACK.contentMax })}
            </span>
            <span className="sr-only">
              {t('service.feedback.counterLabel', { count: length, max: FEEDBACK.contentMax })}
            </span>
          </span>
        </div>

        <CaptchaField
          captcha={captcha}
          inputRef={captchaInput}
          error={captchaError ? t('service.feedback.captchaRequired') : null}
          onEdit={() => {
            setCaptchaError(false);
            setServerError(null);
          }}
        />

        {serverError && (
          <p role="alert" className={styles.alert}>
            {serverError}
          </p>
        )}

        <button
          type="submit"
          className={styles.confirm}
          disabled={!contentValid || busy}
          aria-busy={busy || undefined}
        >
          {t('service.feedback.confirm')}
        </button>
      </form>

      <Dialog
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        title={t('service.feedback.chooseTitle')}
      >
        <div className={styles.options} role="radiogroup" aria-label={t('service.feedback.type')}>
          {TYPE_NAMES.map((name) => (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={typeName === name}
              className={styles.option}
              onClick={() => {
                setType(FEEDBACK_TYPES[name]);
                setTypeError(false);
                setPickerOpen(false);
              }}
            >
              {t(`service.feedback.types.${name}`)}
            </button>
          ))}
        </div>
      </Dialog>

      <Dialog open={sent} onClose={() => setSent(false)} title={t('service.feedback.sentTitle')}>
        <p role="alert" className={styles.sentText}>
          {t('service.feedback.sent')}
        </p>
        <button
          type="button"
          className={styles.confirm}
          data-autofocus
          onClick={() => setSent(false)}
        >
          {t('service.feedback.ok')}
        </button>
      </Dialog>
    </div>
  );
}
