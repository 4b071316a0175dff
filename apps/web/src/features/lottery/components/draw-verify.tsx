import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ArchivedDraw } from '@app/contracts';
import {
  canVerifyDraws,
  verifyDraw,
  type DrawCheck,
} from '../../../components/lottery/verify-draw.ts';
import styles from './history-modal.module.css';

type State = { kind: 'idle' } | { kind: 'checking' } | { kind: 'done'; check: DrawCheck };

/**
 * Verify (decision 015): recomputes the draw in this browser from its revealed seed and says
 * whether the seed matches the hash published before the sale locked and the result matches.
 */
export function DrawVerify({ draw }: { draw: ArchivedDraw }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });

  if (!canVerifyDraws()) {
    return <p className={styles.verifyNote}>{t('lottery.verify.unavailable')}</p>;
  }

  const run = async () => {
    setState({ kind: 'checking' });
    try {
      setState({ kind: 'done', check: await verifyDraw(draw) });
    } catch {
      setState({ kind: 'done', check: { hashOk: false, resultOk: false, recomputed: '' } });
    }
  };

  const ok = state.kind === 'done' && state.check.hashOk && state.check.resultOk;
  return (
    <div className={styles.verify}>
      <button
        type="button"
        className={styles.verifyButton}
        aria-label={t('lottery.verify.buttonLabel', { numero: draw.numero })}
        disabled={state.kind === 'checking'}
        onClick={() => void run()}
      >
        {t('lottery.verify.button')}
      </button>
      <div
        role="status"
        className={styles.verifyResult}
        data-ok={state.kind === 'done' ? ok : undefined}
      >
        {state.kind === 'checking' && t('lottery.verify.checking')}
        {state.kind === 'done' && (
          <>
            <strong>{ok ? t('lottery.verify.verified') : t('lottery.verify.mismatch')}</strong>
            {!ok && (
              <span className={styles.verifyDetail}>
                {state.check.hashOk ? t('lottery.verify.hashOk') : t('lottery.verify.hashBad')}
                {' · '}
                {state.check.resultOk
                  ? t('lottery.verify.resultOk')
                  : t('lottery.verify.resultBad')}
              </span>
            )}
          </>
        )}
      </div>
    </div>
  );
}
