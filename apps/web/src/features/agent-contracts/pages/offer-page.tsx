import '../i18n/texts.ts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Navigate } from 'react-router';
import {
  CONTRACT_KINDS,
  CONTRACT_RATE_MAX_BP,
  DIVIDEND_CYCLES,
  formatAmount,
  OfferContract,
  type ContractKind,
  type DividendCycle,
} from '@app/contracts';
import { useSession } from '../../../lib/session-store.ts';
import {
  useCancelContract,
  useDownlineAgents,
  useOfferContract,
  useOfferedContracts,
} from '../api/contract-queries.ts';
import { formatDateTime, parseMoney, parseRate } from '../lib/format.ts';
import { useNumberLocale } from '../../../lib/money.ts';
import { isAgentSessionType } from '../lib/prompt-logic.ts';
import styles from '../components/agent-contracts.module.css';

interface TierInput {
  threshold: string;
  rate: string;
}

const TIERS_SHOWN_MAX = 5;

/**
 * /agent/contract/offer: an upline offers one of its direct downline agents a contract, and
 * follows the contracts it offered (their status and decision time).
 */
export function OfferContractPage() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  if (!isAgentSessionType(session.type)) return <Navigate to="/home" replace />;
  return (
    <div className={styles.page}>
      <OfferForm />
      <OfferedList />
    </div>
  );
}

/** The form's values as the offer body, or null when a number is not valid. */
export function offerFromForm(
  memberId: number,
  kind: ContractKind,
  cycle: DividendCycle,
  tiers: readonly TierInput[],
  locale?: string,
): OfferContract | null {
  const parsed = tiers.map((tier) => ({
    min: parseMoney(tier.threshold, locale),
    rate: parseRate(tier.rate),
  }));
  if (parsed.some((tier) => tier.min === null || tier.rate === null)) return null;
  const body =
    kind === 'dividend'
      ? {
          memberId,
          kind,
          terms: {
            cycle,
            tiers: parsed.map((tier) => ({
              minNetLossCents: tier.min!,
              rateBasisPoints: tier.rate!,
            })),
          },
        }
      : {
          memberId,
          kind,
          terms: {
            tiers: parsed.map((tier) => ({
              minValidBetCents: tier.min!,
              rateBasisPoints: tier.rate!,
            })),
          },
        };
  const checked = OfferContract.safeParse(body);
  return checked.success ? checked.data : null;
}

function OfferForm() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const id = useId();
  const downlines = useDownlineAgents();
  const offer = useOfferContract();
  const [memberId, setMemberId] = useState('');
  const [kind, setKind] = useState<ContractKind>('dividend');
  const [cycle, setCycle] = useState<DividendCycle>('weekly');
  const [tiers, setTiers] = useState<TierInput[]>([{ threshold: '0', rate: '' }]);
  const [invalid, setInvalid] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const agents = downlines.data?.list ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const body = offerFromForm(Number(memberId), kind, cycle, tiers, locale);
    setInvalid(body === null);
    if (!body) return;
    const name = agents.find((agent) => agent.memberId === body.memberId)?.userName ?? '';
    offer.mutate(body, { onSuccess: () => setSentTo(name) });
  };
  const setTier = (index: number, patch: Partial<TierInput>) =>
    setTiers((list) => list.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)));

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('contracts.offer.title')}</h2>
      {downlines.isSuccess && agents.length === 0 ? (
        <p className={styles.hint}>{t('contracts.offer.noDownlines')}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.field}>
            {t('contracts.offer.downline')}
            <select required value={memberId} onChange={(e) => setMemberId(e.target.value)}>
              <option value="">{t('contracts.offer.chooseDownline')}</option>
              {agents.map((agent) => (
                <option key={agent.memberId} value={agent.memberId}>
                  {agent.userName}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {t('contracts.offer.kind')}
            <select value={kind} onChange={(e) => setKind(e.target.value as ContractKind)}>
              {CONTRACT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`contracts.kind.${value}`)}
                </option>
              ))}
            </select>
          </label>
          {kind === 'dividend' && (
            <label className={styles.field}>
              {t('contracts.offer.cycle')}
              <select value={cycle} onChange={(e) => setCycle(e.target.value as DividendCycle)}>
                {DIVIDEND_CYCLES.map((value) => (
                  <option key={value} value={value}>
                    {t(`contracts.terms.cycleValue.${value}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {tiers.map((tier, index) => (
            <fieldset key={index} className={styles.tier}>
              <legend>{t('contracts.offer.tier', { n: index + 1 })}</legend>
              <label className={styles.field}>
                {t('contracts.offer.threshold')}
                <input
                  inputMode="decimal"
                  value={tier.threshold}
                  onChange={(e) => setTier(index, { threshold: e.target.value })}
                />
              </label>
              <label className={styles.field}>
                {t('contracts.offer.rate')}
                <input
                  inputMode="decimal"
                  value={tier.rate}
                  onChange={(e) => setTier(index, { rate: e.target.value })}
                />
              </label>
              {tiers.length > 1 ? (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('contracts.offer.removeTier', { n: index + 1 })}
                  onClick={() => setTiers((list) => list.filter((_, i) => i !== index))}
                >
                  ×
                </button>
              ) : (
                <span />
              )}
            </fieldset>
          ))}
          {tiers.length < TIERS_SHOWN_MAX && (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => setTiers((list) => [...list, { threshold: '', rate: '' }])}
            >
              {t('contracts.offer.addTier')}
            </button>
          )}
          {invalid && (
            <p className={styles.error} role="alert">
              {t('contracts.offer.invalid', {
                max: formatAmount(CONTRACT_RATE_MAX_BP[kind], locale),
              })}
            </p>
          )}
          {offer.isError && (
            <p className={styles.error} role="alert">
              {offer.error.message}
            </p>
          )}
          {sentTo !== null && (
            <p className={styles.success} role="status">
              {t('contracts.offer.sent', { name: sentTo })}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={offer.isPending}>
            {t('contracts.offer.submit')}
          </button>
        </form>
      )}
    </section>
  );
}

function OfferedList() {
  const { t } = useTranslation();
  const offered = useOfferedContracts();
  const cancel = useCancelContract();
  const list = offered.data?.list ?? [];
  return (
    <section className={styles.card} aria-labelledby="offered-title">
      <h2 id="offered-title">{t('contracts.offer.offered')}</h2>
      {offered.isSuccess && list.length === 0 ? (
        <p className={styles.hint}>{t('contracts.offer.offeredEmpty')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby="offered-title">
          {list.map((contract) => (
            <li key={contract.id} className={styles.item}>
              <span>
                <strong>{t(`contracts.kind.${contract.kind}`)}</strong> · {t('contracts.offer.to')}{' '}
                {contract.memberName}
                <br />
                <small>{formatDateTime(contract.decidedAt ?? contract.createdAt)}</small>
              </span>
              <span className={styles.badge} data-status={contract.status}>
                {t(`contracts.statusShort.${contract.status}`)}
              </span>
              {contract.status === 'pending' && (
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={cancel.isPending}
                  aria-label={t('contracts.offer.withdraw', { name: contract.memberName })}
                  onClick={() => cancel.mutate(contract.id)}
                >
                  {t('contracts.screen.cancel')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
