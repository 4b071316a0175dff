import './i18n/texts.ts';
import { useEffect, useMemo, useState, type CSSProperties, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Navigate, useLocation, useParams } from 'react-router';
import {
  evaluateSpin,
  formatMoney,
  formatRatePercent,
  slotModel,
  slotThemeOf,
  visibleGrid,
  type BgsRound,
  type BgsSessionValue,
  type RoundResult,
  type RotateSeedValue,
  type SlotTheme,
} from '@app/contracts';
import { isApiError } from '../../lib/api-client.ts';
import { useNumberLocale } from '../../lib/money.ts';
import { HOME_PATH } from '../../lib/chrome-rules.ts';
import { modals } from '../../lib/modal-store.ts';
import { useIsGuest } from '../../lib/session-store.ts';
import {
  useBgsRounds,
  useBgsSession,
  useChangeClientSeed,
  useRotateSeed,
  useSpin,
} from './api/slots-queries.ts';
import { Reels } from './components/reels.tsx';
import { SlotSymbol } from './components/slot-symbol.tsx';
import { isSymbolId, symbolName } from './lib/symbols.ts';
import { verifyRecordedRound, type VerifyOutcome } from './lib/verify.ts';
import styles from './slot-game.module.css';

/** The theme's palette as CSS custom properties of the page (backdrop, reels well, accent). */
function themeStyle(theme: SlotTheme): CSSProperties {
  const { palette } = theme;
  return {
    '--slot-bg': palette.bg,
    '--slot-bg2': palette.bg2,
    '--slot-well': palette.well,
    '--slot-accent': palette.accent,
    '--slot-text': palette.text,
  } as CSSProperties;
}

function errorText(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error ? error.message : String(error);
}

/** /m/game/bgs/:gameId: an in-house (BGS) slot. A guest goes home with the login popup. */
export function SlotGamePage() {
  const isGuest = useIsGuest();
  const { gameId } = useParams();
  const id = Number(gameId);
  useEffect(() => {
    if (isGuest) modals.openLogin();
  }, [isGuest]);
  if (isGuest || !Number.isInteger(id) || id < 1) return <Navigate to={HOME_PATH} replace />;
  return <SlotGame gameId={id} />;
}

function SlotGame({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const session = useBgsSession(gameId);
  if (session.isPending) {
    return (
      <p className={styles.state} role="status">
        {t('slots.loading')}
      </p>
    );
  }
  if (session.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{errorText(session.error) ?? t('slots.loadFailed')}</p>
        <button type="button" className={styles.secondary} onClick={() => void session.refetch()}>
          {t('slots.retry')}
        </button>
      </div>
    );
  }
  return <SlotTable game={session.data} />;
}

function SlotTable({ game }: { game: BgsSessionValue }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const money = (cents: number) => formatMoney(cents, { symbol: game.currencySymbol, locale });
  const model = useMemo(() => slotModel(game.modelId), [game.modelId]);
  const theme = useMemo(() => slotThemeOf(game.themeId, game.name), [game.themeId, game.name]);
  const { search } = useLocation();
  // The server offers no stake above the game's maximum; the page holds to it as well.
  const betOptions = game.betOptionsCents.filter((option) => option <= game.maxBetCents);
  const [betCents, setBetCents] = useState(betOptions[0] ?? game.minBetCents);
  // The launcher's free-play flag (?play=free) starts the game on play money where it may.
  const [playMoney, setPlayMoney] = useState(
    () => game.freePlay && new URLSearchParams(search).get('play') === 'free',
  );
  const [last, setLast] = useState<{ round: BgsRound; result: RoundResult } | null>(null);
  const spin = useSpin(game.gameId);

  const balance = playMoney ? game.playBalanceCents : game.balanceCents;
  // Issue 25: real-money spins stake the bonus balance once the cash runs out.
  const bonusCents = playMoney ? 0 : Math.max(game.bonusBalanceCents, 0);
  const stakeable = balance + bonusCents;
  const grid = useMemo(
    () => visibleGrid(model, last ? last.round.stops.base : model.strips.map(() => 0)),
    [model, last],
  );
  const canSpin = !spin.isPending && stakeable >= betCents && betCents <= game.maxBetCents;

  // Issue 25: free spins on this game, played at their own value with nothing staked.
  const freeSpins = playMoney ? null : game.freeSpins;
  const onSpin = (free = false) => {
    if (free ? !freeSpins || spin.isPending : !canSpin) return;
    spin.mutate(
      free && freeSpins
        ? {
            betCents: freeSpins.spinValueCents,
            playMoney: false,
            freeSpinGrantId: freeSpins.grantId,
          }
        : { betCents, playMoney },
      {
        onSuccess: (value) => {
          const result = evaluateSpin(model, value.round.stops, value.round.betCents);
          setLast({ round: value.round, result });
        },
      },
    );
  };

  const freeWin = last ? last.result.freeSpins.reduce((sum, s) => sum + s.winCents, 0) : 0;

  return (
    <div className={styles.page} style={themeStyle(theme)} data-theme={theme.id}>
      <section className={styles.stage} aria-labelledby="slot-name">
        <h2 id="slot-name" className={styles.name}>
          {game.name}
        </h2>
        <div className={styles.balanceRow}>
          <p className={styles.balance}>
            <span className={styles.muted}>
              {playMoney ? t('slots.playBalance') : t('slots.balance')}
            </span>{' '}
            <strong data-testid="slot-balance" aria-live="polite">
              {money(balance)}
            </strong>
            {bonusCents > 0 && (
              <>
                {' · '}
                <span className={styles.muted}>{t('slots.bonusBalance')}</span>{' '}
                <strong data-testid="slot-bonus-balance">{money(bonusCents)}</strong>
              </>
            )}
          </p>
          {game.freePlay && (
            <label className={styles.toggle}>
              <input
                type="checkbox"
                role="switch"
                checked={playMoney}
                disabled={spin.isPending}
                onChange={(event) => setPlayMoney(event.target.checked)}
              />
              <span>{t('slots.freePlay')}</span>
            </label>
          )}
        </div>
        <Reels
          model={model}
          theme={theme}
          grid={grid}
          result={last?.result ?? null}
          spinning={spin.isPending}
        />
      </section>

      <div className={styles.outcome} role="status" aria-live="polite">
        {spin.isPending
          ? t('slots.spinning')
          : last &&
            (last.round.winCents > 0 ? (
              <>
                <strong className={styles.win}>
                  {t('slots.win', { amount: money(last.round.winCents) })}
                </strong>
                {last.round.winCapped && (
                  <span className={styles.lineWin}>
                    {t('slots.winCapped', { amount: money(last.round.outcomeWinCents) })}
                  </span>
                )}
                {last.result.base.lineWins.map((win) => (
                  <span key={win.line} className={styles.lineWin}>
                    {t('slots.lineWin', {
                      line: win.line + 1,
                      count: win.count,
                      symbol: symbolName(t, theme, model.symbols[win.symbol]?.id ?? ''),
                    })}
                  </span>
                ))}
              </>
            ) : (
              <span>{t('slots.noWin')}</span>
            ))}
        {!spin.isPending && last && last.round.freeSpinsPlayed > 0 && (
          <span className={styles.freeSpins}>
            {t('slots.freeSpinsSummary', {
              count: last.round.freeSpinsPlayed,
              amount: money(freeWin),
            })}
          </span>
        )}
      </div>

      {spin.isError && (
        <p className={styles.error} role="alert">
          {errorText(spin.error)}
        </p>
      )}
      {!spin.isPending && stakeable < betCents && (
        <p className={styles.hint}>{t('slots.insufficient')}</p>
      )}

      <div className={styles.controls}>
        <label className={styles.bet}>
          <span>{t('slots.bet')}</span>
          <select
            value={betCents}
            disabled={spin.isPending}
            onChange={(event) => setBetCents(Number(event.target.value))}
          >
            {betOptions.map((option) => (
              <option key={option} value={option}>
                {money(option)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={styles.spin} disabled={!canSpin} onClick={() => onSpin()}>
          {spin.isPending ? t('slots.spinning') : t('slots.spin')}
        </button>
      </div>
      {freeSpins && (
        <section className={styles.freeSpinOffer} aria-labelledby="free-spin-offer">
          <p id="free-spin-offer">
            {t('slots.freeSpinOffer', {
              count: freeSpins.spinsLeft,
              amount: money(freeSpins.spinValueCents),
            })}
          </p>
          <button
            type="button"
            className={styles.freeSpinButton}
            disabled={spin.isPending}
            onClick={() => onSpin(true)}
          >
            {t('slots.freeSpinPlay')}
          </button>
        </section>
      )}

      <ReturnPanel game={game} money={money} />
      <HistoryPanel gameId={game.gameId} money={money} locale={locale} />
      <SeedsPanel game={game} />
      <PaytablePanel game={game} theme={theme} />
    </div>
  );
}

function ReturnPanel({ game, money }: { game: BgsSessionValue; money: (cents: number) => string }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const percent = (rate: number) => formatRatePercent(rate, locale);
  return (
    <dl className={styles.rtp}>
      <div>
        <dt>{t('slots.theoreticalRtp')}</dt>
        <dd data-testid="slot-rtp">{percent(game.theoreticalRtp)}</dd>
      </div>
      <div>
        <dt>{t('slots.maxWin')}</dt>
        <dd data-testid="slot-max-win">{money(game.maxWinCents)}</dd>
      </div>
      <div>
        <dt>
          {game.actualReturn === null
            ? t('slots.actualReturnLabel')
            : t('slots.actualReturn', { count: game.roundsPlayed })}
        </dt>
        <dd data-testid="slot-actual-return">
          {game.actualReturn === null ? t('slots.noRounds') : percent(game.actualReturn)}
        </dd>
      </div>
    </dl>
  );
}

function PaytablePanel({ game, theme }: { game: BgsSessionValue; theme: SlotTheme }) {
  const { t } = useTranslation();
  const { rules } = game;
  return (
    <details className={styles.panel}>
      <summary>{t('slots.paytable')}</summary>
      <p>
        {t('slots.linesRule', { lines: rules.lines.length, reels: rules.reels, rows: rules.rows })}
      </p>
      <p>{t('slots.volatility', { volatility: game.volatility })}</p>
      <table className={styles.paytable}>
        <tbody>
          {rules.paytable.map((row) => (
            <tr key={row.symbol}>
              <th scope="row">
                <span className={styles.paySymbol}>
                  {isSymbolId(row.symbol) && (
                    <span className={styles.payGlyph}>
                      <SlotSymbol theme={theme} symbol={row.symbol} />
                    </span>
                  )}
                  {symbolName(t, theme, row.symbol)}
                </span>
              </th>
              <td>
                {row.pays.map((pay) => (
                  <span key={pay.count} className={styles.pay}>
                    {t('slots.payCount', { count: pay.count })}:{' '}
                    {t('slots.payLineBets', { pay: pay.pay })}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.rules}>
        {rules.scatterPays.map((pay) => (
          <li key={`s${pay.count}`}>
            {t('slots.scatterPays', { count: pay.count, pay: pay.pay })}
          </li>
        ))}
        {rules.freeSpins.awards.map((award) => (
          <li key={`f${award.count}`}>
            {t('slots.freeSpinsRule', { count: award.count, spins: award.spins })}
          </li>
        ))}
        <li>{t('slots.freeSpinsMultiplier', { multiplier: rules.freeSpins.multiplier })}</li>
        {rules.freeSpins.retrigger && <li>{t('slots.retrigger')}</li>}
      </ul>
    </details>
  );
}

const OUTCOME_KEYS: Readonly<Record<VerifyOutcome, string>> = {
  verified: 'slots.verified',
  unrevealed: 'slots.verifyUnrevealed',
  hashMismatch: 'slots.verifyHashMismatch',
  mismatch: 'slots.verifyFailed',
};

function RoundItem({
  round,
  money,
  locale,
}: {
  round: BgsRound;
  money: (cents: number) => string;
  locale: string;
}) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<VerifyOutcome | 'busy' | null>(null);
  const verify = async () => {
    setOutcome('busy');
    setOutcome(await verifyRecordedRound(round));
  };
  return (
    <li className={styles.round} aria-labelledby={`round-${round.roundId}`}>
      <h4 id={`round-${round.roundId}`} className={styles.roundTitle}>
        {t('slots.roundTitle', { id: round.roundId })}
        {round.playMoney && <span className={styles.tag}>{t('slots.roundPlayMoney')}</span>}
      </h4>
      <dl className={styles.roundFacts}>
        <div>
          <dt>{t('slots.roundBet')}</dt>
          <dd>{money(round.betCents)}</dd>
        </div>
        <div>
          <dt>{t('slots.roundWin')}</dt>
          <dd>
            {money(round.winCents)}
            {round.winCapped && (
              <small className={styles.muted}>
                {' '}
                {t('slots.winCapped', { amount: money(round.outcomeWinCents) })}
              </small>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('slots.roundTime')}</dt>
          <dd>
            <time dateTime={round.createdAt}>
              {new Date(round.createdAt).toLocaleString(locale)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('slots.roundNonce')}</dt>
          <dd>{round.nonce}</dd>
        </div>
      </dl>
      <button
        type="button"
        className={styles.secondary}
        aria-label={t('slots.verifyRound', { id: round.roundId })}
        disabled={outcome === 'busy'}
        onClick={() => void verify()}
      >
        {t('slots.verify')}
      </button>
      {outcome && (
        <p
          role="status"
          className={
            outcome === 'verified' ? styles.ok : outcome === 'busy' ? styles.muted : styles.error
          }
          data-outcome={outcome}
        >
          {outcome === 'busy' ? t('slots.verifying') : t(OUTCOME_KEYS[outcome])}
        </p>
      )}
    </li>
  );
}

function HistoryPanel({
  gameId,
  money,
  locale,
}: {
  gameId: number;
  money: (cents: number) => string;
  locale: string;
}) {
  const { t } = useTranslation();
  const rounds = useBgsRounds(gameId);
  const list = useMemo(() => {
    // Offset pages shift when new rounds arrive: a round is listed once, where it first shows.
    const seen = new Set<number>();
    const unique: BgsRound[] = [];
    for (const round of (rounds.data?.pages ?? []).flatMap((page) => page.content)) {
      if (seen.has(round.roundId)) continue;
      seen.add(round.roundId);
      unique.push(round);
    }
    return unique;
  }, [rounds.data]);
  return (
    <section className={styles.panel} aria-labelledby="slot-history">
      <h3 id="slot-history">{t('slots.history')}</h3>
      {rounds.isError && <p role="alert">{errorText(rounds.error)}</p>}
      {rounds.data && list.length === 0 && <p>{t('slots.historyEmpty')}</p>}
      {list.length > 0 && (
        <ul className={styles.rounds}>
          {list.map((round) => (
            <RoundItem key={round.roundId} round={round} money={money} locale={locale} />
          ))}
        </ul>
      )}
      {rounds.hasNextPage && (
        <button
          type="button"
          className={styles.secondary}
          disabled={rounds.isFetchingNextPage}
          onClick={() => void rounds.fetchNextPage()}
        >
          {rounds.isFetchingNextPage ? t('slots.loadingMore') : t('slots.loadMore')}
        </button>
      )}
    </section>
  );
}

function SeedsPanel({ game }: { game: BgsSessionValue }) {
  const { t } = useTranslation();
  const change = useChangeClientSeed(game.gameId);
  const rotate = useRotateSeed(game.gameId);
  const [clientSeed, setClientSeed] = useState(game.seeds.clientSeed);
  const [revealed, setRevealed] = useState<RotateSeedValue['revealed'] | null>(null);
  const valid = /^[\x21-\x7e]{1,64}$/.test(clientSeed);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) change.mutate(clientSeed);
  };
  return (
    <section className={styles.panel} aria-labelledby="slot-seeds">
      <h3 id="slot-seeds">{t('slots.seeds')}</h3>
      <dl className={styles.seedFacts}>
        <div>
          <dt>{t('slots.serverSeedHash')}</dt>
          <dd className={styles.mono} data-testid="slot-seed-hash">
            {game.seeds.serverSeedHash}
          </dd>
        </div>
        <div>
          <dt>{t('slots.nonce')}</dt>
          <dd>{game.seeds.nonce}</dd>
        </div>
      </dl>
      <form className={styles.seedForm} onSubmit={onSubmit} aria-label={t('slots.saveClientSeed')}>
        <label>
          <span>{t('slots.clientSeed')}</span>
          <input
            value={clientSeed}
            maxLength={64}
            aria-invalid={!valid}
            aria-describedby="slot-seed-hint"
            onChange={(event) => setClientSeed(event.target.value.trim())}
          />
        </label>
        <small id="slot-seed-hint" className={styles.muted}>
          {t('slots.clientSeedHint')}
        </small>
        <button type="submit" className={styles.secondary} disabled={!valid || change.isPending}>
          {t('slots.saveClientSeed')}
        </button>
        {change.isSuccess && <p role="status">{t('slots.clientSeedSaved')}</p>}
        {change.isError && (
          <p role="alert" className={styles.error}>
            {errorText(change.error)}
          </p>
        )}
      </form>
      <button
        type="button"
        className={styles.secondary}
        disabled={rotate.isPending}
        onClick={() =>
          rotate.mutate(undefined, { onSuccess: (value) => setRevealed(value.revealed) })
        }
      >
        {t('slots.rotate')}
      </button>
      {rotate.isError && (
        <p role="alert" className={styles.error}>
          {isApiError(rotate.error) ? rotate.error.message : errorText(rotate.error)}
        </p>
      )}
      {revealed && (
        <dl className={styles.seedFacts} aria-label={t('slots.revealed')}>
          <div>
            <dt>{t('slots.revealed')}</dt>
            <dd className={styles.mono} data-testid="slot-revealed-seed">
              {revealed.serverSeed}
            </dd>
          </div>
          <div>
            <dt>{t('slots.revealedHash')}</dt>
            <dd className={styles.mono}>{revealed.serverSeedHash}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
