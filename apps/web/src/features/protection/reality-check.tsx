import './i18n/reality-check-texts.ts';
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { RealityCheckValue } from '@app/contracts';
import buttons from '../../components/ui/buttons.module.css';
import dialogStyles from '../../components/ui/dialog.module.css';
import { money, signedMoney, toneOf, useMoneyFormat } from '../../lib/money.ts';
import { listTime } from '../../lib/period.ts';
import { useConfirmLogout } from '../member/hooks/use-logout.ts';
import {
  continueRealityCheck,
  protectionKeys,
  useRealityCheck,
  useRealMember,
} from './api/protection-queries.ts';
import { minutesText } from './lib/format.ts';

/** The longest wait before asking the server again (device and server clocks may differ). */
const MAX_WAIT_MS = 5 * 60_000;
const MIN_WAIT_MS = 1_000;

/** The API client's window event for a call refused because a check is due. */
export const REALITY_CHECK_DUE = 'rg.reality.check.due';

/*
 * Styled with the shared dialog and button styles and a few inline rules: a stylesheet of its
 * own would be one more file name the start bundle has to carry for this lazy module.
 */
const MUTED: CSSProperties = { margin: 0, fontSize: '0.85rem', color: 'var(--color-text-muted)' };
const FACTS: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '8px 12px',
  alignItems: 'baseline',
  margin: 0,
};
const VALUE: CSSProperties = { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' };
const BIG: CSSProperties = { ...VALUE, fontSize: '1.1rem', fontWeight: 700 };
const TONE = {
  positive: 'var(--color-primary)',
  negative: 'var(--color-danger)',
  neutral: undefined,
};
const ACTIONS: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 8 };
const DANGER: CSSProperties = { borderColor: 'var(--color-danger)', color: 'var(--color-danger)' };

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Reality checks (issue 23, decision 048), mounted lazily for a signed-in member: reads when
 * the next check falls due and asks again then; opens the dialog when the server says a check
 * is due, or when any call was refused with rg.reality.check.due (the API client's event).
 * Play waits on the server until the member answers.
 */
export default function RealityCheck() {
  const check = useRealityCheck();
  const { data, dataUpdatedAt, refetch } = check;
  // Opened by a refused call, or by an answer saying a check is due that came after the last
  // time the member answered.
  const [called, setCalled] = useState(false);
  const [answeredAt, setAnsweredAt] = useState(0);
  const open = called || (!!data?.due && dataUpdatedAt > answeredAt);

  // The next check: ask the server when it should fall due (at most every few minutes).
  useEffect(() => {
    if (open || !data || data.intervalMinutes === null || data.due || !data.nextAt) return;
    const wait = Math.min(Math.max(Date.parse(data.nextAt) - Date.now(), MIN_WAIT_MS), MAX_WAIT_MS);
    const timer = setTimeout(() => void refetch(), Number.isNaN(wait) ? MAX_WAIT_MS : wait);
    return () => clearTimeout(timer);
  }, [data, dataUpdatedAt, open, refetch]);

  useEffect(() => {
    const onDue = () => {
      setCalled(true);
      void refetch();
    };
    window.addEventListener(REALITY_CHECK_DUE, onDue);
    return () => window.removeEventListener(REALITY_CHECK_DUE, onDue);
  }, [refetch]);

  const onDone = useCallback(() => {
    setCalled(false);
    setAnsweredAt(Date.now());
  }, []);
  return open ? <RealityCheckDialog value={data} onDone={onDone} /> : null;
}

/**
 * The dialog: modal, focus kept inside, no close by Escape or outside taps; continue, see the
 * history (after continuing) or log out.
 */
export function RealityCheckDialog({
  value,
  onDone,
}: {
  value: RealityCheckValue | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const maskRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const client = useQueryClient();
  const { userName } = useRealMember();
  const logout = useConfirmLogout();
  const currency = useMoneyFormat();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const panel = panelRef.current;
    const mask = maskRef.current;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    panel?.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
    // Everything else on the page is out of reach while the check waits for an answer.
    const others = [...document.body.children].filter(
      (element) => element !== mask && !element.hasAttribute('inert'),
    );
    for (const element of others) element.setAttribute('inert', '');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (
        event.shiftKey &&
        (document.activeElement === first || !panel.contains(document.activeElement))
      ) {
        event.preventDefault();
        last.focus();
      } else if (
        !event.shiftKey &&
        (document.activeElement === last || !panel.contains(document.activeElement))
      ) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      for (const element of others) element.removeAttribute('inert');
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, []);

  const answer = useCallback(
    async (then?: string) => {
      if (busy) return;
      setBusy(true);
      setFailed(false);
      try {
        await continueRealityCheck();
        await client.invalidateQueries({ queryKey: protectionKeys.realityCheck(userName) });
        onDone();
        if (then) void navigate(then);
      } catch {
        setFailed(true);
      } finally {
        setBusy(false);
      }
    },
    [busy, client, navigate, onDone, userName],
  );

  const time = (minutes: number) => minutesText(t, 'realityCheck', minutes);
  return createPortal(
    <div
      ref={maskRef}
      className={`${dialogStyles.mask} ${dialogStyles.center}`}
      // A tap outside neither closes the check nor takes the focus out of it.
      onMouseDown={(event) => event.target === event.currentTarget && event.preventDefault()}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        className={dialogStyles.panel}
      >
        <h2 id={titleId} className={dialogStyles.title}>
          {t('realityCheck.title')}
        </h2>
        <p id={textId} style={MUTED}>
          {t('realityCheck.intro')}
        </p>
        {value ? (
          <dl style={FACTS}>
            <dt style={MUTED}>{t('realityCheck.played')}</dt>
            <dd style={BIG}>{time(value.playedMinutes)}</dd>
            <dt style={MUTED}>{t('realityCheck.net')}</dt>
            <dd style={{ ...BIG, color: TONE[toneOf(value.netResultCents)] }}>
              {signedMoney(value.netResultCents, currency)}
            </dd>
            <dt style={MUTED}>{t('realityCheck.stakes')}</dt>
            <dd style={VALUE}>{money(value.stakesCents, currency)}</dd>
            <dt style={MUTED}>{t('realityCheck.wins')}</dt>
            <dd style={VALUE}>{money(value.winsCents, currency)}</dd>
          </dl>
        ) : (
          <p role="status">{t('realityCheck.loading')}</p>
        )}
        {value && (
          <p style={MUTED}>{t('realityCheck.since', { time: listTime(value.sessionStartedAt) })}</p>
        )}
        {failed && (
          <p style={{ ...MUTED, color: 'var(--color-danger)' }} role="alert">
            {t('realityCheck.failed')}
          </p>
        )}
        <div style={ACTIONS}>
          <button
            type="button"
            className={buttons.primary}
            data-autofocus
            disabled={busy}
            aria-busy={busy}
            onClick={() => void answer()}
          >
            {t('realityCheck.continue')}
          </button>
          <button
            type="button"
            className={buttons.secondary}
            disabled={busy}
            onClick={() => void answer('/gameRecord')}
          >
            {t('realityCheck.history')}
          </button>
          <button
            type="button"
            className={buttons.secondary}
            style={DANGER}
            disabled={busy}
            onClick={() => void logout()}
          >
            {t('realityCheck.logout')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
