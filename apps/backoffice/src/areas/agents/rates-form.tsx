import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { percentToRateBp } from '@app/contracts';
import type { BoAgentDetail } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { ErrorText } from '../../components/error-text.tsx';
import { ReasonField } from '../../components/reason-dialog.tsx';
import { useSetRates } from './agents-api.ts';
import styles from './agents.module.css';
import { percentText } from './percent.ts';

/**
 * The agent's own rates, one per game type, with the bounds the server enforces beside each
 * (the highest rate among its downlines, its upline's rate). A rate outside them is still sent,
 * so the refusal the operator reads is the server's; a reason is required (rates move money).
 */
export function RatesForm({
  agent,
  onNotice,
}: {
  agent: BoAgentDetail;
  onNotice: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('agents');
  const writable = useCan()('agents.write');
  const save = useSetRates(agent.id);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      agent.rates.map((rate) => [rate.gameType, percentText(rate.rateBp, i18n.language)]),
    ),
  );
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = Object.fromEntries(
    agent.rates.map((rate) => [rate.gameType, percentToRateBp(values[rate.gameType] ?? '')]),
  );
  const invalid = Object.values(parsed).some((bp) => bp === null);
  const reasonShort = reason.trim().length < 3;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || reasonShort) return;
    const rates = agent.rates.map((rate) => ({
      gameType: rate.gameType,
      rateBp: parsed[rate.gameType]!,
    }));
    const changed = rates.some((rate, i) => rate.rateBp !== agent.rates[i]!.rateBp);
    save.mutate(
      { rates, reason: reason.trim() },
      { onSuccess: () => onNotice(changed ? t('rates.saved') : t('rates.unchanged')) },
    );
  };

  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="agent-rates-heading">
      <h2 id="agent-rates-heading">{t('rates.heading')}</h2>
      <p className="muted">{t('rates.rules')}</p>
      <div className="table-scroll">
        <table className={styles.ratesTable}>
          <caption>{t('rates.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rates.gameType')}</th>
              <th scope="col" className="numeric">
                {t('rates.current')}
              </th>
              {writable ? <th scope="col">{t('rates.newRate')}</th> : null}
              <th scope="col" className="numeric">
                {t('rates.floor')}
              </th>
              <th scope="col" className="numeric">
                {t('rates.ceiling')}
              </th>
            </tr>
          </thead>
          <tbody>
            {agent.rates.map((rate) => {
              const bad = touched && parsed[rate.gameType] === null;
              return (
                <tr key={rate.gameType}>
                  <th scope="row">{rate.gameType}</th>
                  <td className="numeric">{percentText(rate.rateBp, i18n.language)}%</td>
                  {writable ? (
                    <td>
                      <input
                        inputMode="decimal"
                        aria-label={t('rates.rate', { type: rate.gameType })}
                        aria-invalid={bad || undefined}
                        value={values[rate.gameType] ?? ''}
                        onChange={(event) =>
                          setValues((current) => ({
                            ...current,
                            [rate.gameType]: event.target.value,
                          }))
                        }
                      />
                    </td>
                  ) : null}
                  <td className="numeric">{percentText(rate.floorBp, i18n.language)}%</td>
                  <td className="numeric">{percentText(rate.ceilingBp, i18n.language)}%</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {writable ? (
        <>
          {touched && invalid ? (
            <p role="alert" className="error-text">
              {t('rates.invalid')}
            </p>
          ) : null}
          <ReasonField value={reason} invalid={touched && reasonShort} onChange={setReason} />
          <ErrorText error={save.error} />
          <div className="row end">
            <button type="submit" disabled={save.isPending}>
              {t('rates.save')}
            </button>
          </div>
        </>
      ) : null}
    </form>
  );
}
