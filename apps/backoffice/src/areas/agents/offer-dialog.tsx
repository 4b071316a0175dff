import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_KINDS,
  CONTRACT_RATE_MAX_BP,
  CONTRACT_TIERS_MAX,
  DIVIDEND_CYCLES,
  percentToRateBp,
  type ContractKind,
  type DividendCycle,
} from '@app/contracts';
import type { BoAgentDetail, BoHouseOfferBody } from '@app/contracts/backoffice';
import { Field } from '../../components/field.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { useOfferContract } from './agents-api.ts';
import styles from './agents.module.css';
import { percentText } from './percent.ts';

interface TierText {
  from: string;
  rate: string;
}

/** "1234", "1234.5", "1.234,50" is not accepted: digits with at most 2 decimals, 0 allowed. */
function amountCents(text: string): number | null {
  const match = /^(\d{1,11})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The house's offer to a top-level agent, as an upline offers one to a downline agent
 * (decision 024): a kind, for a dividend its cycle, and 1 to 10 tiers whose thresholds rise
 * and whose rates never fall. The agent accepts or refuses it on the member site.
 */
export function OfferDialog({
  agent,
  onClose,
  onDone,
}: {
  agent: BoAgentDetail;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('agents');
  const offer = useOfferContract(agent.id);
  const [kind, setKind] = useState<ContractKind>('dailySalary');
  const [cycle, setCycle] = useState<DividendCycle>('weekly');
  const [tiers, setTiers] = useState<TierText[]>([{ from: '0', rate: '' }]);
  const [invalid, setInvalid] = useState(false);
  const max = CONTRACT_RATE_MAX_BP[kind];

  const parsed = tiers.map((tier) => ({
    cents: amountCents(tier.from),
    bp: percentToRateBp(tier.rate),
  }));
  const valid = parsed.every(
    (tier, i) =>
      tier.cents !== null &&
      tier.bp !== null &&
      tier.bp > 0 &&
      tier.bp <= max &&
      (i === 0 || (tier.cents > parsed[i - 1]!.cents! && tier.bp >= parsed[i - 1]!.bp!)),
  );

  const confirm = (reason: string) => {
    if (!valid) {
      setInvalid(true);
      return;
    }
    const body: BoHouseOfferBody =
      kind === 'dividend'
        ? {
            reason,
            kind,
            terms: {
              cycle,
              tiers: parsed.map((tier) => ({
                minNetLossCents: tier.cents!,
                rateBasisPoints: tier.bp!,
              })),
            },
          }
        : {
            reason,
            kind,
            terms: {
              tiers: parsed.map((tier) => ({
                minValidBetCents: tier.cents!,
                rateBasisPoints: tier.bp!,
              })),
            },
          };
    offer.mutate(body, { onSuccess: onDone });
  };

  const update = (index: number, change: Partial<TierText>) =>
    setTiers((current) => current.map((tier, i) => (i === index ? { ...tier, ...change } : tier)));

  return (
    <ReasonDialog
      title={t('offer.title', { name: agent.userName })}
      open
      confirmLabel={t('offer.confirm')}
      busy={offer.isPending}
      error={offer.error}
      onClose={onClose}
      onConfirm={confirm}
    >
      <Field label={t('offer.kind')}>
        {(props) => (
          <select
            {...props}
            value={kind}
            onChange={(event) => setKind(event.target.value as ContractKind)}
          >
            {CONTRACT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {kind === 'dividend' ? (
        <Field label={t('offer.cycle')}>
          {(props) => (
            <select
              {...props}
              value={cycle}
              onChange={(event) => setCycle(event.target.value as DividendCycle)}
            >
              {DIVIDEND_CYCLES.map((value) => (
                <option key={value} value={value}>
                  {t(`cycles.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <fieldset className={`stack ${styles.tiers}`}>
        <legend>{t('offer.tiers')}</legend>
        {tiers.map((tier, index) => (
          <div key={index} className={styles.tier}>
            <Field
              label={t(kind === 'dividend' ? 'offer.thresholdLoss' : 'offer.threshold', {
                n: index + 1,
              })}
            >
              {(props) => (
                <input
                  {...props}
                  inputMode="decimal"
                  value={tier.from}
                  onChange={(event) => update(index, { from: event.target.value })}
                />
              )}
            </Field>
            <Field
              label={t('offer.rate', { n: index + 1 })}
              hint={t('offer.maxRate', { rate: percentText(max, i18n.language) })}
            >
              {(props) => (
                <input
                  {...props}
                  inputMode="decimal"
                  value={tier.rate}
                  onChange={(event) => update(index, { rate: event.target.value })}
                />
              )}
            </Field>
            {tiers.length > 1 ? (
              <button
                type="button"
                className="secondary"
                aria-label={t('offer.removeTier', { n: index + 1 })}
                onClick={() => setTiers((current) => current.filter((_, i) => i !== index))}
              >
                ×
              </button>
            ) : (
              <span />
            )}
          </div>
        ))}
        {tiers.length < CONTRACT_TIERS_MAX ? (
          <div>
            <button
              type="button"
              className="secondary"
              onClick={() => setTiers((current) => [...current, { from: '', rate: '' }])}
            >
              {t('offer.addTier')}
            </button>
          </div>
        ) : null}
      </fieldset>
      {invalid && !valid ? (
        <p role="alert" className="error-text">
          {t('offer.invalid')}
        </p>
      ) : null}
    </ReasonDialog>
  );
}
