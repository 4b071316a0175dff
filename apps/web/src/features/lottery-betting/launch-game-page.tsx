import './i18n/texts.ts';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  countdownView,
  type LotteryBetLine,
  type LotteryGame,
  type NumeroValue,
} from '@app/contracts';
import { isApiError } from '../../lib/api-client.ts';
import { modals } from '../../lib/modal-store.ts';
import { useIsGuest, useSession } from '../../lib/session-store.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { useLotteryGames } from '../../components/lottery/lottery-queries.ts';
import { accountToast } from '../accounts/lib/account-ui-store.ts';
import { useWalletBalance } from '../member/api/member-queries.ts';
import { money as formatMoney, useMoneyFormat } from '../../lib/money.ts';
import { bettingKeys, useGameDraw, usePlaceSlip } from './api/betting-queries.ts';
import { BetBuilder } from './components/bet-builder.tsx';
import { BetSlip } from './components/bet-slip.tsx';
import { ConfirmSlip } from './components/confirm-slip.tsx';
import { DrawStrip, HeaderBar } from './components/game-header.tsx';
import { MyBets } from './components/my-bets.tsx';
import { ResultsPanel } from './components/results-panel.tsx';
import { readLaunchParams, type LaunchParams } from './lib/launch-params.ts';
import { problemText } from './lib/problems.ts';
import {
  addLine,
  emptySlip,
  placeBody,
  removeLine,
  slipProblem,
  slipTotalCents,
  type Slip,
} from './lib/slip.ts';
import styles from './components/betting.module.css';

/** Spec 9: a success toast shows 1 s or 1.5 s; a placed slip's message is the longer one. */
const PLACED_TOAST_MS = 1_500;

/** Amounts with the merchant's symbol and 2 decimals in the UI language (as the records). */
function useMoneyText(): { money: (cents: number) => string; locale: string } {
  const currency = useMoneyFormat();
  return { money: (cents) => formatMoney(cents, currency), locale: currency.locale };
}

/**
 * /m/launchGame (spec 2): the betting page of one lottery game, full screen with its own back
 * button. Guests get the login dialog (spec 6: lottery launch needs a session).
 */
export function LaunchGamePage() {
  const [params] = useUrlQuery();
  const launch = useMemo(() => readLaunchParams(params), [params]);
  const isGuest = useIsGuest();
  useEffect(() => {
    if (isGuest) modals.openLogin();
  }, [isGuest]);

  if (isGuest) return <GuestGate backTo={launch.backTo} />;
  if (launch.invalid) return <UnknownGame backTo={launch.backTo} />;
  if (launch.gameId === null) return <GameByCode code={launch.code ?? ''} launch={launch} />;
  return <LotteryTable gameId={launch.gameId} launch={launch} />;
}

function Frame({
  backTo,
  title,
  children,
}: {
  backTo: string;
  title: string;
  children: ReactNode;
}) {
  const { money } = useMoneyText();
  return (
    <div className={styles.page}>
      <HeaderBar backTo={backTo} title={title} money={money} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}

function StateCard({ children, alert = false }: { children: ReactNode; alert?: boolean }) {
  return (
    <div className={styles.stateCard} role={alert ? 'alert' : undefined}>
      {children}
    </div>
  );
}

function GuestGate({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  return (
    <Frame backTo={backTo} title={t('lotteryBetting.title')}>
      <StateCard>
        <p className={styles.stateTitle}>{t('lotteryBetting.guest.title')}</p>
        <p>{t('lotteryBetting.guest.hint')}</p>
        <button type="button" className={styles.primaryButton} onClick={modals.openLogin}>
          {t('lotteryBetting.guest.login')}
        </button>
        <Link to={backTo} className={styles.linkButton}>
          {t('lotteryBetting.goBack')}
        </Link>
      </StateCard>
    </Frame>
  );
}

function UnknownGame({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  return (
    <Frame backTo={backTo} title={t('lotteryBetting.title')}>
      <StateCard alert>
        <p className={styles.stateTitle}>{t('lotteryBetting.unknown.title')}</p>
        <p>{t('lotteryBetting.unknown.hint')}</p>
        <Link to={backTo} className={styles.primaryButton}>
          {t('lotteryBetting.goBack')}
        </Link>
      </StateCard>
    </Frame>
  );
}

function Loading({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  return (
    <Frame backTo={backTo} title={t('lotteryBetting.title')}>
      <StateCard>
        <p role="status">{t('lotteryBetting.loading')}</p>
      </StateCard>
    </Frame>
  );
}

function LoadFailed({ backTo, retry }: { backTo: string; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Frame backTo={backTo} title={t('lotteryBetting.title')}>
      <StateCard alert>
        <p className={styles.stateTitle}>{t('lottery.loadError')}</p>
        <button type="button" className={styles.primaryButton} onClick={retry}>
          {t('lottery.retry')}
        </button>
      </StateCard>
    </Frame>
  );
}

const isUnknownGame = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.errorCode === 'request.invalid');

/** The Vietnamese vendor's tiles name the game by its code only: found in the lottery list. */
function GameByCode({ code, launch }: { code: string; launch: LaunchParams }) {
  const games = useLotteryGames();
  if (games.isPending) return <Loading backTo={launch.backTo} />;
  if (games.isError)
    return <LoadFailed backTo={launch.backTo} retry={() => void games.refetch()} />;
  const wanted = code.toLowerCase();
  const game = games.data.games.find(
    (candidate) =>
      candidate.code.toLowerCase() === wanted || candidate.gameCode.toLowerCase() === wanted,
  );
  if (!game) return <UnknownGame backTo={launch.backTo} />;
  return <LotteryTable gameId={game.gameId} launch={launch} />;
}

function LotteryTable({ gameId, launch }: { gameId: number; launch: LaunchParams }) {
  const draw = useGameDraw(gameId, launch.prizeMode);
  if (draw.isPending) return <Loading backTo={launch.backTo} />;
  if (draw.isError && !draw.data) {
    return isUnknownGame(draw.error) ? (
      <UnknownGame backTo={launch.backTo} />
    ) : (
      <LoadFailed backTo={launch.backTo} retry={() => void draw.refetch()} />
    );
  }
  return (
    <BettingTable
      value={draw.data}
      receivedAt={draw.dataUpdatedAt}
      refetch={() => void draw.refetch()}
      backTo={launch.backTo}
    />
  );
}

/**
 * Whether the open draw is locked: nothing on sale, or its countdown (spec 4, on the server's
 * clock) is over. Re-renders at the moment of lock; a newer answer starts over.
 */
function useSaleLocked(game: LotteryGame, receivedAt: number): boolean {
  const [now, setNow] = useState(() => Date.now());
  const { remainTime, lotteryTime, isSale } = game;
  useEffect(() => {
    const input = { remainTime, lotteryTime, isSale };
    const elapsed = Math.max(0, Date.now() - receivedAt);
    if (countdownView(input, elapsed).idle) return;
    const [start, end] = lotteryTime;
    const left = remainTime - (end - start) / 2 - elapsed;
    const timer = setTimeout(() => setNow(Date.now()), left + 1);
    return () => clearTimeout(timer);
  }, [remainTime, lotteryTime, isSale, receivedAt]);
  // An answer newer than the last tick has just arrived: no time has passed for it yet.
  return game.numero === null || countdownView(game, Math.max(0, now - receivedAt)).idle;
}

interface BettingTableProps {
  value: NumeroValue;
  /** When the answer arrived (the phone's clock): the countdown runs from here. */
  receivedAt: number;
  refetch: () => void;
  backTo: string;
}

function BettingTable({ value, receivedAt, refetch, backTo }: BettingTableProps) {
  const { t } = useTranslation();
  const { game, recent, prizeMode } = value;
  const { money, locale } = useMoneyText();
  const client = useQueryClient();
  const userName = useSession()?.userName ?? '';
  const balance = useWalletBalance().data?.sumBalance;
  const place = usePlaceSlip(game.gameId);

  const [slip, setSlip] = useState<Slip>(emptySlip);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const locked = useSaleLocked(game, receivedAt);
  // The countdown reached zero: sales locked, so the draw (and then the next one) is asked for.
  const onIdle = refetch;

  // Every new result: the bets on the drawn draw are settled now (or within a sweep).
  const latestDrawn = recent[0]?.numero ?? null;
  const seenDrawn = useRef(latestDrawn);
  useEffect(() => {
    if (seenDrawn.current === latestDrawn) return;
    seenDrawn.current = latestDrawn;
    void client.invalidateQueries({ queryKey: bettingKeys.game(userName, game.gameId) });
  }, [latestDrawn, client, userName, game.gameId]);

  const total = slipTotalCents(slip.lines, game.layout);
  const short = balance !== undefined && total > balance;
  const problem = slipProblem(slip.lines, game.layout);

  const onAdd = (line: LotteryBetLine) => {
    const result = addLine(slip, line, game.layout);
    if (result.problem === null) {
      setSlip(result.slip);
      setNotice(null);
    }
    return result.problem;
  };

  const confirm = () => {
    if (locked || game.numero === null || problem) return;
    const sent = slip;
    const numero = game.numero;
    setRefusal(null);
    place.mutate(placeBody(sent, { gameId: game.gameId, numero, prizeMode }), {
      onSuccess: (placed) => {
        setSlip((current) => (current.requestId === sent.requestId ? emptySlip() : current));
        setConfirming(false);
        accountToast.show(
          t('lotteryBetting.placed', {
            count: placed.bets.length,
            total: money(placed.totalCostCents),
            numero,
          }),
          PLACED_TOAST_MS,
        );
      },
      onError: (error) => {
        if (!isApiError(error)) {
          setRefusal(t('lotteryBetting.placeFailed'));
          return;
        }
        if (error.errorCode === 'ledger.idempotency.conflict') {
          // This very slip went through on an earlier draw whose answer was lost (the same
          // request id with another numero): it is not placed twice.
          setSlip((current) => (current.requestId === sent.requestId ? emptySlip() : current));
          setConfirming(false);
          setNotice(t('lotteryBetting.alreadyPlaced'));
          return;
        }
        if (error.errorCode === 'network.error') {
          setRefusal(t('lotteryBetting.unknownOutcome'));
          return;
        }
        if (error.errorCode === 'lottery.draw.locked') refetch();
        setRefusal(error.message || t('lotteryBetting.placeFailed'));
      },
    });
  };

  return (
    <div className={styles.page}>
      <HeaderBar backTo={backTo} title={game.remark} money={money}>
        <DrawStrip game={game} receivedAt={receivedAt} onIdle={onIdle} />
      </HeaderBar>
      <div className={styles.body}>
        {notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        <ResultsPanel game={game} recent={recent} />
        <BetBuilder
          key={`${game.gameId}:${prizeMode}`}
          game={game}
          money={money}
          locale={locale}
          onAdd={onAdd}
        />
        <BetSlip
          lines={slip.lines}
          layout={game.layout}
          money={money}
          onRemove={(key) => setSlip((current) => removeLine(current, key))}
          onClear={() => setSlip(emptySlip())}
        />
        <MyBets gameId={game.gameId} latestDrawn={latestDrawn} money={money} />
      </div>
      {slip.lines.length > 0 && (
        <div className={styles.placeBar}>
          <p className={styles.placeTotal}>
            <span className={styles.muted}>
              {t('lotteryBetting.slip.count', { count: slip.lines.length })}
            </span>
            <strong data-testid="slip-total">
              {t('lotteryBetting.totalIs', { total: money(total) })}
            </strong>
            {(locked || short || problem) && (
              <span className={styles.placeWarning} role="status">
                {locked
                  ? t('lotteryBetting.locked')
                  : problem
                    ? problemText(t, problem.problem, money)
                    : t('lotteryBetting.short')}
              </span>
            )}
          </p>
          <button
            type="button"
            className={styles.primaryButton}
            disabled={locked || short || problem !== null}
            onClick={() => {
              setRefusal(null);
              setConfirming(true);
            }}
          >
            {t('lotteryBetting.place')}
          </button>
        </div>
      )}
      <ConfirmSlip
        open={confirming && slip.lines.length > 0}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        gameName={game.remark}
        numero={game.numero}
        lines={slip.lines}
        layout={game.layout}
        totalCents={total}
        money={money}
        pending={place.isPending}
        locked={locked}
        error={refusal}
      />
    </div>
  );
}
