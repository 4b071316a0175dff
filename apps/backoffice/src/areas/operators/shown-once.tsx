import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';

/**
 * A secret the server answers once (a setup link, an API key): readable, selectable and
 * copyable here, and never again (only its hash is kept).
 */
export function ShownOnce({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('operators');
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard
      ?.writeText(value)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="row">
        <input
          id={id}
          aria-describedby={`${id}-once`}
          className="secret shown-once"
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="secondary" onClick={copy}>
          {t('copy')}
        </button>
      </div>
      <small id={`${id}-once`} className="hint">
        <span className="badge warn">{t('shownOnce')}</span>
      </small>
      <p role="status" className="ok-text">
        {copied ? t('copied') : ''}
      </p>
    </div>
  );
}

/** A dialog showing one new secret with a short intro; Close is its only action. */
export function ShownOnceDialog({
  title,
  intro,
  label,
  value,
  onClose,
}: {
  title: string;
  intro: string;
  label: string;
  value: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('operators');
  return (
    <Dialog title={title} open onClose={onClose}>
      <div className="stack">
        <p>{intro}</p>
        <ShownOnce label={label} value={value} />
        <div className="row end">
          <button type="button" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
