import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { DrawResult, LotteryGame } from '@app/contracts';
import { WinningNumbers } from '../../../components/lottery/winning-numbers.tsx';
import styles from './betting.module.css';

/** The latest results (the first in full), and the open draw's published seed hash. */
export function ResultsPanel({
  game,
  recent,
}: {
  game: Pick<LotteryGame, 'numero' | 'seedHash' | 'layout'>;
  recent: readonly DrawResult[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const [latest, ...earlier] = recent;
  // A regional result is 27 or 18 numbers: its card shows the special prize, the rest unfolds.
  const regional = game.layout !== 'digits5';
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('lottery.results')}
      </h2>
      {latest ? (
        <div className={styles.latest}>
          <p className={styles.resultNumero}>{t('lottery.numero', { numero: latest.numero })}</p>
          {regional ? (
            <>
              <WinningNumbers value={latest.winningNumber} variant="compact" />
              <details className={styles.details}>
                <summary>{t('lotteryBetting.results.allPrizes')}</summary>
                <WinningNumbers value={latest.winningNumber} />
              </details>
            </>
          ) : (
            <WinningNumbers value={latest.winningNumber} />
          )}
        </div>
      ) : (
        <WinningNumbers value={null} />
      )}
      {earlier.length > 0 && (
        <details className={styles.details}>
          <summary>{t('lotteryBetting.results.earlier', { count: earlier.length })}</summary>
          <ul className={styles.earlier}>
            {earlier.map((result) => (
              <li key={result.numero}>
                <span className={styles.resultNumero}>{result.numero}</span>
                <WinningNumbers
                  value={result.winningNumber}
                  variant="compact"
                  label={t('lottery.numero', { numero: result.numero })}
                />
              </li>
            ))}
          </ul>
        </details>
      )}
      {game.seedHash && game.numero && <SeedHash numero={game.numero} hash={game.seedHash} />}
    </section>
  );
}

/**
 * The SHA-256 of the open draw's secret seed, published before sales lock: a member who keeps
 * it can check, once the seed is revealed with the result, that the draw was not changed.
 */
function SeedHash({ numero, hash }: { numero: string; hash: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(hash);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, or refused): the hash stays selectable on screen.
    }
  };
  return (
    <div className={styles.seed}>
      <p className={styles.seedLabel}>{t('lotteryBetting.seed.label', { numero })}</p>
      <div className={styles.seedRow}>
        <code className={styles.hash} data-testid="lottery-seed-hash">
          {hash}
        </code>
        <button
          type="button"
          className={styles.linkButton}
          aria-label={t('lotteryBetting.seed.copyLabel', { numero })}
          onClick={() => void copy()}
        >
          {copied ? t('lotteryBetting.seed.copied') : t('lotteryBetting.seed.copy')}
        </button>
      </div>
      <p className={styles.fieldHint}>{t('lotteryBetting.seed.hint')}</p>
    </div>
  );
}
