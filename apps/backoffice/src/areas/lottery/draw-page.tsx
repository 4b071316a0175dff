import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { LOTTERY_API, drawBlockMessage } from '@app/contracts';
import type { BoLotteryBet, BoLotteryDraw } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { money } from '../../lib/format.ts';
import { LotteryNav } from './area-nav.tsx';
import { DrawStatus } from './draw-status.tsx';
import { useDrawBets, useLotteryDraw, useVoidDraw } from './lottery-api.ts';
import styles from './lottery.module.css';
import { canVerify, verifyDraw, type DrawCheck } from './verify-draw.ts';

const PAGE = 50;
const VOIDABLE = new Set(['upcoming', 'open', 'locked']);

/** One draw: its facts and totals, its seed hash and seed with how to verify, its bets, Void. */
export function DrawPage() {
  const { t, i18n } = useTranslation('lottery');
  const id = Number(useParams().id);
  const draw = useLotteryDraw(id);
  const [notice, setNotice] = useState('');
  const data = draw.data;
  return (
    <div className={styles.area}>
      <LotteryNav />
      <p>
        <Link to="/lottery/draws">{t('draw.back')}</Link>
      </p>
      <PageHeader
        title={
          data
            ? t('draw.heading', {
                game: i18n.language.startsWith('en') ? data.gameNames.en : data.gameNames.pt,
                numero: data.numero,
              })
            : t('title')
        }
      >
        {data ? <VoidAction draw={data} onDone={setNotice} /> : null}
      </PageHeader>
      <p role="status" className="ok-text">
        {notice}
      </p>
      <ErrorText error={draw.error} />
      {data ? (
        <>
          <section className={styles.summary} aria-label={t('draw.facts')}>
            <Facts draw={data} />
            <Totals draw={data} />
          </section>
          <Fairness draw={data} />
          <Bets drawId={data.id} />
        </>
      ) : null}
    </div>
  );
}

function VoidAction({ draw, onDone }: { draw: BoLotteryDraw; onDone: (text: string) => void }) {
  const { t, i18n } = useTranslation('lottery');
  const can = useCan();
  const [open, setOpen] = useState(false);
  const voidDraw = useVoidDraw(draw.id);
  if (!can('lottery.write')) return null;
  if (!VOIDABLE.has(draw.status)) {
    return draw.status === 'voided' ? null : (
      <span className="muted">{t('draw.voidOnlyUndrawn')}</span>
    );
  }
  return (
    <>
      <button type="button" className="danger" onClick={() => setOpen(true)}>
        {t('draw.void')}
      </button>
      <ReasonDialog
        title={t('draw.voidTitle', { numero: draw.numero })}
        open={open}
        confirmLabel={t('draw.voidConfirm')}
        busy={voidDraw.isPending}
        error={voidDraw.error}
        onClose={() => {
          voidDraw.reset();
          setOpen(false);
        }}
        onConfirm={(reason) =>
          voidDraw.mutate(reason, {
            onSuccess: (value) => {
              onDone(
                t('draw.voided', {
                  count: value.refundedBets,
                  amount: money(value.refundedCents, i18n.language),
                }),
              );
              setOpen(false);
            },
          })
        }
      >
        <p>{t('draw.voidIntro')}</p>
        <p>
          <strong>
            {t('draw.voidSummary', {
              bets: draw.openBets,
              stake: money(draw.stakeCents, i18n.language),
            })}
          </strong>
        </p>
      </ReasonDialog>
    </>
  );
}

function Facts({ draw }: { draw: BoLotteryDraw }) {
  const { t, i18n } = useTranslation('lottery');
  return (
    <div className="card">
      <dl className="facts">
        <dt>{t('draws.status')}</dt>
        <dd>
          <DrawStatus status={draw.status} />
        </dd>
        <dt>{t('draws.game')}</dt>
        <dd>
          {i18n.language.startsWith('en') ? draw.gameNames.en : draw.gameNames.pt}{' '}
          <span className="muted">{draw.gameCode}</span>
        </dd>
        <dt>{t('draws.lockAt')}</dt>
        <dd>
          <DateTime iso={draw.lockAt} seconds />
        </dd>
        <dt>{t('draws.drawAt')}</dt>
        <dd>
          <DateTime iso={draw.drawAt} seconds />
        </dd>
        {draw.drawnAt ? (
          <>
            <dt>{t('draw.drawnAt')}</dt>
            <dd>
              <DateTime iso={draw.drawnAt} seconds />
            </dd>
          </>
        ) : null}
        {draw.settledAt && !draw.voidedAt ? (
          <>
            <dt>{t('draw.settledAt')}</dt>
            <dd>
              <DateTime iso={draw.settledAt} seconds />
            </dd>
          </>
        ) : null}
        {draw.voidedAt ? (
          <>
            <dt>{t('draw.voidedAt')}</dt>
            <dd>
              <DateTime iso={draw.voidedAt} seconds />
            </dd>
            <dt>{t('draw.voidReason')}</dt>
            <dd>{draw.voidReason}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

function Totals({ draw }: { draw: BoLotteryDraw }) {
  const { t } = useTranslation('lottery');
  return (
    <div className="card">
      <dl className="facts" aria-label={t('draw.totals')}>
        <dt>{t('draws.bets')}</dt>
        <dd>{draw.betCount}</dd>
        <dt>{t('draw.openBets')}</dt>
        <dd>{draw.openBets}</dd>
        <dt>{t('draws.stake')}</dt>
        <dd>
          <Money cents={draw.stakeCents} />
        </dd>
        <dt>{t('draws.payout')}</dt>
        <dd>
          <Money cents={draw.payoutCents} />
        </dd>
        <dt>{t('draws.refunded')}</dt>
        <dd>
          <Money cents={draw.refundedCents} />
        </dd>
      </dl>
    </div>
  );
}

function Fairness({ draw }: { draw: BoLotteryDraw }) {
  const { t } = useTranslation('lottery');
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const verify = async () => {
    if (!draw.seed || !draw.result) return;
    setBusy(true);
    try {
      setCheck(
        await verifyDraw({
          gameCode: draw.gameCode,
          numero: draw.numero,
          layout: draw.layout,
          seed: draw.seed,
          seedHash: draw.seedHash,
          result: draw.result,
        }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card stack" aria-labelledby="fairness-title">
      <h2 id="fairness-title">{t('draw.fairness')}</h2>
      <dl className="facts">
        <dt>{t('draw.seedHash')}</dt>
        <dd>
          <code className={styles.code}>{draw.seedHash}</code>
        </dd>
        <dt>{t('draw.seed')}</dt>
        <dd>
          {draw.seed ? (
            <code className={styles.code}>{draw.seed}</code>
          ) : (
            <span className="muted">{t('draw.seedHidden')}</span>
          )}
        </dd>
        <dt>{t('draw.result')}</dt>
        <dd>
          {draw.result ? (
            <code className={styles.code}>{draw.result}</code>
          ) : (
            <span className="muted">{t('draw.noResult')}</span>
          )}
        </dd>
      </dl>
      <p className="muted">
        {t('draw.howTo', { message: drawBlockMessage(draw.gameCode, draw.numero, 0) })}
      </p>
      <p>
        <a href={`${LOTTERY_API.draws}?gameId=${draw.gameId}`} target="_blank" rel="noreferrer">
          {t('draw.archive')}
        </a>
      </p>
      {draw.seed && draw.result ? (
        canVerify() ? (
          <div className="row">
            <button
              type="button"
              className="secondary"
              onClick={() => void verify()}
              disabled={busy}
            >
              {busy ? t('draw.verifying') : t('draw.verify')}
            </button>
            <span role="status">
              {check ? (
                <>
                  <span className={check.hashOk ? 'ok-text' : 'error-text'}>
                    {check.hashOk ? t('draw.hashOk') : t('draw.hashBad')}
                  </span>{' '}
                  <span className={check.resultOk ? 'ok-text' : 'error-text'}>
                    {check.resultOk
                      ? t('draw.resultOk')
                      : t('draw.resultBad', { recomputed: check.recomputed })}
                  </span>
                </>
              ) : null}
            </span>
          </div>
        ) : (
          <p className="muted">{t('draw.noCrypto')}</p>
        )
      ) : null}
    </section>
  );
}

function Bets({ drawId }: { drawId: number }) {
  const { t } = useTranslation('lottery');
  const [offset, setOffset] = useState(0);
  const bets = useDrawBets(drawId, { limit: PAGE, offset });
  const columns = useBetColumns();
  return (
    <>
      <ErrorText error={bets.error} />
      <DataTable<BoLotteryBet>
        caption={t('draw.betsCaption')}
        columns={columns}
        data={bets.data?.rows ?? []}
        loading={bets.isFetching}
        csvName={`lottery-draw-${drawId}-bets`}
        paging={{
          limit: PAGE,
          offset,
          total: bets.data?.total ?? 0,
          onChange: (next) => setOffset(next),
        }}
      />
    </>
  );
}

const betColumn = createColumnHelper<BoLotteryBet>();

function useBetColumns(): Columns<BoLotteryBet> {
  const { t } = useTranslation('lottery');
  return useMemo(
    () => [
      betColumn.accessor('id', { header: '#', meta: { numeric: true } }),
      betColumn.accessor('userName', {
        header: t('draw.member'),
        cell: (info) => (
          <Link to={`/members/${info.row.original.memberId}`}>{info.getValue()}</Link>
        ),
      }),
      betColumn.accessor(
        (row) =>
          `${row.betType}${row.position === null ? '' : ` #${row.position}`} · ${row.prizeMode}`,
        { id: 'betType', header: t('draw.betType') },
      ),
      betColumn.accessor((row) => row.picks.join(', '), { id: 'picks', header: t('draw.picks') }),
      betColumn.accessor('unitStakeCents', {
        header: t('draw.unitStake'),
        cell: (info) => <Money cents={info.getValue()} />,
        meta: { numeric: true },
      }),
      betColumn.accessor('costCents', {
        header: t('draw.cost'),
        cell: (info) => <Money cents={info.getValue()} />,
        meta: { numeric: true },
      }),
      betColumn.accessor('status', {
        header: t('draw.result2'),
        cell: (info) => {
          const status = info.getValue();
          const tone =
            status === 'won'
              ? 'ok'
              : status === 'voided'
                ? 'danger'
                : status === 'open'
                  ? 'warn'
                  : '';
          return (
            <span className={`badge ${tone}`.trim()}>
              {t(`draw.betStatus.${status}` as 'draw.betStatus.open', { defaultValue: status })}
            </span>
          );
        },
      }),
      betColumn.accessor('hits', { header: t('draw.hits'), meta: { numeric: true } }),
      betColumn.accessor('payoutCents', {
        header: t('draws.payout'),
        cell: (info) => <Money cents={info.getValue()} />,
        meta: { numeric: true },
      }),
      betColumn.accessor('createdAt', {
        header: t('draw.placedAt'),
        cell: (info) => <DateTime iso={info.getValue()} seconds />,
      }),
    ],
    [t],
  );
}
