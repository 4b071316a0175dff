import { Fragment, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  formatAmount,
  layoutCellCount,
  lineCostCents,
  type LotteryBetLine,
  type LotteryBetType,
  type LotteryGame,
} from '@app/contracts';
import { problemText, type BettingProblem } from '../lib/problems.ts';
import type { SlipProblem } from '../lib/slip.ts';
import { DEFAULT_STAKE_CENTS, readStake, stakeText } from '../lib/stake.ts';
import {
  DigitPicker,
  NumberGrid,
  PositionPicker,
  SizeParityPicker,
  ThreeDigitEntry,
} from './pickers.tsx';
import { StakeEntry } from './stake-entry.tsx';
import styles from './betting.module.css';
import { rovingIndex } from '../../../lib/roving-index.ts';

/** Odds are hundredths: 9500 reads 95.00×. */
export function oddsText(odds: number | undefined, locale: string): string {
  return odds === undefined ? '—' : `${formatAmount(odds, locale)}×`;
}

/** "Big/Small/Odd/Even" may wrap after a slash, never inside a word. */
function breakAtSlashes(name: string): ReactNode {
  const parts = name.split('/');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

const POSITIONED: readonly LotteryBetType[] = ['digit', 'position'];

interface BetBuilderProps {
  game: Pick<LotteryGame, 'betTypes' | 'odds' | 'layout'>;
  money: (cents: number) => string;
  locale: string;
  /** Adds the line to the slip; answers what stopped it, if anything. */
  onAdd: (line: LotteryBetLine) => SlipProblem | null;
}

/**
 * The bet types of the game as tabs with their odds, the picker of the chosen type, the stake
 * per unit and the line's cost; "Add to slip" checks the line as the server will.
 */
export function BetBuilder({ game, money, locale, onAdd }: BetBuilderProps) {
  const { t } = useTranslation();
  const id = useId();
  const [betType, setBetType] = useState<LotteryBetType | undefined>(game.betTypes[0]);
  const [position, setPosition] = useState(1);
  const [picks, setPicks] = useState<string[]>([]);
  const [stake, setStake] = useState(() => stakeText(DEFAULT_STAKE_CENTS, locale));
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<BettingProblem | null>(null);
  const [added, setAdded] = useState(0);

  if (!betType) return null;
  const reading = readStake(stake);
  const line: LotteryBetLine = {
    betType,
    position: POSITIONED.includes(betType) ? position : null,
    picks,
    unitStakeCents: reading.cents ?? 0,
  };
  const cells = layoutCellCount(game.layout);

  const chooseType = (next: LotteryBetType) => {
    if (next === betType) return;
    setBetType(next);
    // Each type has its own kind of pick: a 2-digit number means nothing to a sum bet.
    setPicks([]);
    setProblem(null);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const types = game.betTypes;
    const index = rovingIndex(event.key, types.indexOf(betType), types.length);
    if (index === null) return;
    event.preventDefault();
    const next = types[index]!;
    chooseType(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  const toggle = (pick: string) => {
    setProblem(null);
    setPicks((current) =>
      current.includes(pick)
        ? current.filter((p) => p !== pick)
        : [...current, pick].sort((a, b) => a.localeCompare(b)),
    );
  };

  const add = () => {
    setTried(true);
    if (picks.length === 0) {
      setProblem('picks.empty');
      return;
    }
    if (reading.problem) return;
    const refused = onAdd(line);
    if (refused) {
      setProblem(refused);
      return;
    }
    setPicks([]);
    setProblem(null);
    setTried(false);
    setAdded((count) => count + 1);
  };

  const odds = game.odds[betType];
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('lotteryBetting.builder.title')}
      </h2>
      <div className={styles.tabs} role="tablist" aria-label={t('lotteryBetting.builder.types')}>
        {game.betTypes.map((type) => (
          <button
            key={type}
            id={`${id}-tab-${type}`}
            type="button"
            role="tab"
            aria-selected={type === betType}
            aria-controls={`${id}-panel`}
            tabIndex={type === betType ? 0 : -1}
            className={styles.tab}
            onClick={() => chooseType(type)}
            onKeyDown={onTabKey}
          >
            <span className={styles.tabName}>{breakAtSlashes(t(`lottery.betType.${type}`))}</span>
            <span className={styles.tabOdds}>{oddsText(game.odds[type], locale)}</span>
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${betType}`}
        className={styles.panel}
      >
        <p className={styles.hint}>{t(`lottery.betTypeHint.${betType}`)}</p>
        <p className={styles.oddsLine}>
          {t('lotteryBetting.builder.pays', { odds: oddsText(odds, locale) })}
          {betType === 'lo2' && <> {t('lotteryBetting.builder.lo2Price', { cells })}</>}
        </p>
        {POSITIONED.includes(betType) && (
          <PositionPicker position={position} onChange={setPosition} />
        )}
        {(betType === 'de' || betType === 'lo2') && <NumberGrid picks={picks} onToggle={toggle} />}
        {betType === 'cang3' && <ThreeDigitEntry picks={picks} onToggle={toggle} />}
        {betType === 'digit' && <DigitPicker picks={picks} onToggle={toggle} />}
        {(betType === 'position' || betType === 'sum') && (
          <SizeParityPicker picks={picks} onToggle={toggle} />
        )}
        <div className={styles.chosenRow}>
          <span aria-live="polite">
            {picks.length === 0
              ? t('lotteryBetting.builder.noneChosen')
              : t('lotteryBetting.builder.chosen', { count: picks.length })}
          </span>
          {picks.length > 0 && (
            <button type="button" className={styles.linkButton} onClick={() => setPicks([])}>
              {t('lotteryBetting.builder.clearPicks')}
            </button>
          )}
        </div>
        <StakeEntry
          value={stake}
          onChange={(value) => {
            setStake(value);
            setProblem(null);
          }}
          showProblem={tried}
          money={money}
          locale={locale}
        />
        <p className={styles.lineCost} aria-live="polite">
          {picks.length > 0 && reading.cents !== null
            ? betType === 'lo2'
              ? t('lotteryBetting.builder.costLo2', {
                  count: picks.length,
                  cells,
                  stake: money(reading.cents),
                  cost: money(lineCostCents(line, game.layout)),
                })
              : t('lotteryBetting.builder.cost', {
                  count: picks.length,
                  stake: money(reading.cents),
                  cost: money(lineCostCents(line, game.layout)),
                })
            : ''}
        </p>
        {problem && (
          <p className={styles.fieldError} role="alert">
            {problemText(t, problem, money)}
          </p>
        )}
        <button type="button" className={styles.primaryButton} onClick={add}>
          {t('lotteryBetting.builder.add')}
        </button>
        <p className="sr-only" role="status">
          {added > 0 ? t('lotteryBetting.builder.added', { count: added }) : ''}
        </p>
      </div>
    </section>
  );
}
