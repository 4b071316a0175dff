import '../i18n/texts.ts';
// The member-centre guards below speak in the member centre's words.
import '../../member-centre/i18n/texts.ts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  BONUS_GAME_TYPES,
  DEFAULT_SLOT_VENDOR,
  formatPercent,
  type MemberBonus,
  type MemberFreeSpins,
} from '@app/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { money, useMoneyFormat, type Money } from '../../../lib/money.ts';
import { RealAccountOnly } from '../../member-centre/components/states.tsx';
import { dateText, dateTimeText } from '../../member-centre/lib/format.ts';
import centre from '../../member-centre/components/member-centre.module.css';
import { useLaunchGame } from '../../launcher/use-launch-game.ts';
import { useForfeitBonus, useMemberBonuses } from '../api/bonus-queries.ts';
import styles from '../components/bonuses.module.css';

/**
 * /m/member/bonuses (issue 25, decision 056): the bonus balance, the active bonus with its
 * wagering progress, its rules and a way to give it up, and the bonuses already closed. Real
 * accounts only: a guest is asked to log in, a trial account to use a real one.
 */
export function BonusesPage() {
  return (
    <RealAccountOnly>
      <Bonuses />
    </RealAccountOnly>
  );
}

function Bonuses() {
  const { t } = useTranslation();
  const bonuses = useMemberBonuses();
  const currency = useMoneyFormat();
  const [notice, setNotice] = useState<string | null>(null);
  const data = bonuses.data;
  const empty =
    data &&
    !data.active &&
    data.history.length === 0 &&
    data.freeSpins.length === 0 &&
    data.bonusBalanceCents === 0;
  return (
    <div className={centre.page}>
      {notice && (
        <p className={`${centre.card} ${centre.success}`} role="status">
          {notice}
        </p>
      )}
      <QueryState
        query={bonuses}
        texts="bonuses"
        classes={{ state: `${centre.card} ${centre.state}`, button: centre.smallButton }}
      >
        {empty ? (
          <div className={`${centre.card} ${centre.state}`}>
            <p>{t('bonuses.empty')}</p>
            <Link to="/voucherCenter" className={styles.linkButton}>
              {t('bonuses.toDeposit')}
            </Link>
          </div>
        ) : (
          data && (
            <>
              <section className={centre.card} aria-labelledby="bonus-balance">
                <h2 id="bonus-balance" className={centre.cardTitle}>
                  {t('bonuses.balance')}
                </h2>
                <p className={styles.balance}>{money(data.bonusBalanceCents, currency)}</p>
                <p className={centre.hint}>{t('bonuses.balanceHint')}</p>
              </section>
              {data.active ? (
                <ActiveBonus
                  bonus={data.active}
                  balanceCents={data.bonusBalanceCents}
                  currency={currency}
                  onNotice={setNotice}
                />
              ) : (
                <section className={centre.card} aria-labelledby="bonus-active">
                  <h2 id="bonus-active" className={centre.cardTitle}>
                    {t('bonuses.active.heading')}
                  </h2>
                  <p className={centre.hint}>{t('bonuses.active.none')}</p>
                </section>
              )}
              {data.freeSpins.length > 0 && (
                <FreeSpins grants={data.freeSpins} currency={currency} />
              )}
              <History bonuses={data.history} currency={currency} />
            </>
          )
        )}
      </QueryState>
    </div>
  );
}

/** The title a member reads: the promotion's, or "House bonus" for an operator's grant. */
function useBonusTitle() {
  const { t } = useTranslation();
  return (bonus: MemberBonus) => bonus.title.trim() || t('bonuses.active.operatorTitle');
}

function ActiveBonus({
  bonus,
  balanceCents,
  currency,
  onNotice,
}: {
  bonus: MemberBonus;
  balanceCents: number;
  currency: Money;
  onNotice: (text: string | null) => void;
}) {
  const { t } = useTranslation();
  const titleOf = useBonusTitle();
  const ids = useId();
  const [asking, setAsking] = useState(false);
  const amount = (cents: number) => money(cents, currency);
  return (
    <section className={centre.card} aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className={centre.cardTitle}>
        {t('bonuses.active.heading')}
      </h2>
      <p className={styles.bonusTitle}>{titleOf(bonus)}</p>
      <WageringProgress bonus={bonus} currency={currency} />
      <dl className={centre.facts}>
        <dt>{t('bonuses.active.granted')}</dt>
        <dd>{amount(bonus.amountCents)}</dd>
        <dt>{t('bonuses.active.expires')}</dt>
        <dd>{dateTimeText(bonus.expiresAt)}</dd>
        <dt>{t('bonuses.active.maxBet')}</dt>
        <dd>{amount(bonus.maxBetCents)}</dd>
        <dt>{t('bonuses.active.maxConversion')}</dt>
        <dd>{amount(bonus.maxConversionCents)}</dd>
      </dl>
      <Contributions bonus={bonus} locale={currency.locale} />
      <button
        type="button"
        className={centre.secondary}
        aria-haspopup="dialog"
        onClick={() => {
          onNotice(null);
          setAsking(true);
        }}
      >
        {t('bonuses.forfeit.open')}
      </button>
      {asking && (
        <ForfeitDialog
          bonus={bonus}
          balanceText={amount(balanceCents)}
          onClose={() => setAsking(false)}
          onForfeited={(forfeitedCents) => {
            setAsking(false);
            onNotice(t('bonuses.forfeit.done', { amount: amount(forfeitedCents) }));
          }}
        />
      )}
    </section>
  );
}

/** The wagering bar: contributed stakes of the requirement, named and valued for assistive tech. */
function WageringProgress({ bonus, currency }: { bonus: MemberBonus; currency: Money }) {
  const { t } = useTranslation();
  const ids = useId();
  const required = bonus.wageringRequiredCents;
  if (required <= 0) return <p className={centre.hint}>{t('bonuses.active.noWagering')}</p>;
  const wagered = Math.min(Math.max(bonus.wageredCents, 0), required);
  const values = { wagered: money(wagered, currency), required: money(required, currency) };
  return (
    <div className={styles.progress}>
      <p id={`${ids}-label`} className={styles.progressLabel}>
        {t('bonuses.active.progress')}
      </p>
      <div
        role="progressbar"
        aria-labelledby={`${ids}-label`}
        aria-valuemin={0}
        aria-valuemax={required}
        aria-valuenow={wagered}
        aria-valuetext={t('bonuses.active.progressText', values)}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${(wagered / required) * 100}%` }} />
      </div>
      <p className={styles.wagered}>{t('bonuses.active.wagered', values)}</p>
    </div>
  );
}

/** What share of a stake counts towards the requirement, for every game type (absent is 0). */
function Contributions({ bonus, locale }: { bonus: MemberBonus; locale: string }) {
  const { t } = useTranslation();
  return (
    <table className={centre.table}>
      <caption className={styles.caption}>{t('bonuses.active.contributions')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('bonuses.active.gameType')}</th>
          <th scope="col">{t('bonuses.active.contribution')}</th>
        </tr>
      </thead>
      <tbody>
        {BONUS_GAME_TYPES.map((type) => (
          <tr key={type}>
            <th scope="row">{t(`bonuses.gameTypes.${type}`)}</th>
            <td>{formatPercent((bonus.contributions[type] ?? 0) * 100, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ForfeitDialog({
  bonus,
  balanceText,
  onClose,
  onForfeited,
}: {
  bonus: MemberBonus;
  balanceText: string;
  onClose: () => void;
  onForfeited: (forfeitedCents: number) => void;
}) {
  const { t } = useTranslation();
  const forfeit = useForfeitBonus();
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setError(null);
    forfeit.mutate(bonus.id, {
      onSuccess: (value) => onForfeited(value.forfeitedCents),
      // The server's words in the member's language (bonus.not.found and the like).
      onError: (failure) =>
        setError(isApiError(failure) ? failure.message : t('bonuses.loadFailed')),
    });
  };
  return (
    <Dialog open onClose={onClose} title={t('bonuses.forfeit.title')}>
      <p>{t('bonuses.forfeit.question', { amount: balanceText })}</p>
      {error && (
        <p className={centre.error} role="alert">
          {error}
        </p>
      )}
      <div className={centre.buttons}>
        <button type="button" className={centre.secondary} data-autofocus onClick={onClose}>
          {t('bonuses.forfeit.cancel')}
        </button>
        <button
          type="button"
          className={centre.primary}
          disabled={forfeit.isPending}
          aria-busy={forfeit.isPending || undefined}
          onClick={confirm}
        >
          {t('bonuses.forfeit.confirm')}
        </button>
      </div>
    </Dialog>
  );
}

/** Free spins still to play (issue 25): how many, their value, their game and expiry. */
function FreeSpins({ grants, currency }: { grants: readonly MemberFreeSpins[]; currency: Money }) {
  const { t } = useTranslation();
  return (
    <section className={centre.card} aria-labelledby="bonus-free-spins">
      <h2 id="bonus-free-spins" className={centre.cardTitle}>
        {t('bonuses.freeSpins.heading')}
      </h2>
      <ul className={styles.list} aria-labelledby="bonus-free-spins">
        {grants.map((grant) => (
          <li key={grant.id} className={styles.item}>
            <p className={centre.secLabel}>{grant.title || grant.gameName}</p>
            <p className={centre.hint}>
              {t('bonuses.freeSpins.left', {
                left: grant.spinsLeft,
                total: grant.spinsTotal,
                amount: money(grant.spinValueCents, currency),
                game: grant.gameName,
              })}
            </p>
            <p className={centre.hint}>
              {t('bonuses.freeSpins.terms', {
                multiple: grant.wageringMultiple,
                date: dateTimeText(grant.expiresAt),
                won: money(grant.winningsCents, currency),
              })}
            </p>
            <PlayFreeSpins grant={grant} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Our own slot opens on its page; a provider's slot is launched as its tile launches it, and
 * the provider's page offers the spins (decision 061).
 */
function PlayFreeSpins({ grant }: { grant: MemberFreeSpins }) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const label = t('bonuses.freeSpins.play', { game: grant.gameName });
  if (!grant.game || grant.game.vendorCode === DEFAULT_SLOT_VENDOR) {
    return (
      <Link to={`/game/bgs/${grant.gameId}`} className={styles.linkButton}>
        {label}
      </Link>
    );
  }
  const game = grant.game;
  return (
    <button type="button" className={styles.linkButton} onClick={() => void launch(game)}>
      {label}
    </button>
  );
}

function History({ bonuses, currency }: { bonuses: readonly MemberBonus[]; currency: Money }) {
  const { t } = useTranslation();
  const titleOf = useBonusTitle();
  const amount = (cents: number) => money(cents, currency);
  return (
    <section className={centre.card} aria-labelledby="bonus-history">
      <h2 id="bonus-history" className={centre.cardTitle}>
        {t('bonuses.history.heading')}
      </h2>
      {bonuses.length === 0 ? (
        <p className={centre.hint}>{t('bonuses.history.none')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby="bonus-history">
          {bonuses.map((bonus) => (
            <li key={bonus.id} className={styles.item}>
              <p className={centre.secLabel}>{titleOf(bonus)}</p>
              <span className={styles.status} data-status={bonus.status}>
                {t(`bonuses.status.${bonus.status}`)}
              </span>
              <p className={centre.hint}>
                {t('bonuses.history.amount', { amount: amount(bonus.amountCents) })} ·{' '}
                {t('bonuses.history.granted', { date: dateText(bonus.createdAt) })}
                {bonus.closedAt && (
                  <> · {t('bonuses.history.closed', { date: dateText(bonus.closedAt) })}</>
                )}
              </p>
              {bonus.convertedCents > 0 && (
                <p className={centre.hint}>
                  {t('bonuses.history.converted', { amount: amount(bonus.convertedCents) })}
                </p>
              )}
              {bonus.forfeitedCents > 0 && (
                <p className={centre.hint}>
                  {t('bonuses.history.forfeited', { amount: amount(bonus.forfeitedCents) })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
