import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatAmount, type DownlineRebates, type UpdateDownlineRebatesBody } from '@app/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { checkRates } from '../lib/forms.ts';
import { useNumberLocale } from '../../../lib/money.ts';
import styles from './agent-money.module.css';

/**
 * A downline's rebate rates, one percentage field per game type with its ceiling (the agent's
 * own rate) beside it. Saving sends every rate at once; the server refuses them all when one is
 * out of bounds, and its message (in the member's language) is shown as it came.
 */
export function RebateForm({
  downline,
  save,
  onSaved,
}: {
  downline: DownlineRebates;
  save: (body: UpdateDownlineRebatesBody) => Promise<DownlineRebates>;
  onSaved: (saved: DownlineRebates) => void;
}) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const ids = useId();
  const [inputs, setInputs] = useState<Record<string, string>>(() =>
    Object.fromEntries(downline.rates.map((r) => [r.gameType, formatAmount(r.rateBp, locale)])),
  );
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'saved'; text: string } | null>(null);
  const check = checkRates(inputs, downline.rates);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setMessage(null);
    if (check.errors.size > 0 || busy) return;
    setBusy(true);
    try {
      const saved = await save({ memberId: downline.memberId, rates: check.rates });
      setMessage({ kind: 'saved', text: t('agentMoney.rebate.saved') });
      onSaved(saved);
    } catch (error) {
      setMessage({
        kind: 'error',
        text:
          isApiError(error) && error.errorCode !== 'network.error' && error.message
            ? error.message
            : t('agentMoney.rebate.failed'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.rateForm}
      noValidate
      aria-label={t('agentMoney.rebate.formOf', { name: downline.userName })}
      onSubmit={(event) => void onSubmit(event)}
    >
      {downline.rates.map((rate) => {
        const inputId = `${ids}-${rate.gameType}`;
        const error = touched ? check.errors.get(rate.gameType) : undefined;
        return (
          <div key={rate.gameType} className={styles.rateRow}>
            <label htmlFor={inputId} className={styles.label}>
              {t('agentMoney.rebate.rateOf', { type: t(`agentMoney.gameTypes.${rate.gameType}`) })}
            </label>
            <div className={styles.rateInput}>
              <input
                id={inputId}
                className={styles.input}
                inputMode="decimal"
                autoComplete="off"
                value={inputs[rate.gameType] ?? ''}
                disabled={!downline.editable}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${inputId}-ceiling${error ? ` ${inputId}-error` : ''}`}
                onChange={(event) =>
                  setInputs((previous) => ({ ...previous, [rate.gameType]: event.target.value }))
                }
              />
              <span aria-hidden="true">%</span>
            </div>
            <p id={`${inputId}-ceiling`} className={styles.hint}>
              {t('agentMoney.rebate.ceiling', { rate: formatAmount(rate.ceilingBp, locale) })}
            </p>
            {error && (
              <p id={`${inputId}-error`} className={styles.error}>
                {t(`agentMoney.rebate.${error}`)}
              </p>
            )}
          </div>
        );
      })}
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? styles.error : styles.success}
        >
          {message.text}
        </p>
      )}
      {downline.editable ? (
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('agentMoney.rebate.save')}
        </button>
      ) : (
        <p className={styles.muted}>{t('agentMoney.rebate.notEditable')}</p>
      )}
    </form>
  );
}
