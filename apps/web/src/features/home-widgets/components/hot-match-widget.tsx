import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { HotMatch } from '@app/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { modals, useModalFlag } from '../../../lib/modal-store.ts';
import { useNumberLocale } from '../../../lib/money-locale.ts';
import { useIsGuest } from '../../../lib/session-store.ts';
import { useHotMatches } from '../api/widget-queries.ts';
import { formatOdds, longDateTime, shortDateTime } from '../lib/format.ts';
import { useOpenMatch } from '../lib/use-open-match.ts';
import frame from './widget.module.css';
import styles from './hot-match-widget.module.css';

export { SPORTS_PATH } from '../lib/use-open-match.ts';

const SIDES = ['home', 'draw', 'away'] as const;

/** A price, or a dash where the match has none (no draw in basketball, tennis, e-sports). */
function Price({ hundredths }: { hundredths: number | null }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  if (hundredths !== null) return <>{formatOdds(hundredths, locale)}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('homeWidgets.hotMatch.noPrice')}</span>
    </>
  );
}

/** The popup's odds: a description list (home, draw, away). */
function Odds({ match }: { match: HotMatch }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.odds} aria-label={t('homeWidgets.hotMatch.odds')}>
      {SIDES.map((side) => (
        <div key={side} className={styles.odd}>
          <dt>{t(`homeWidgets.hotMatch.${side}`)}</dt>
          <dd>
            <Price hundredths={match.odds[side]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A card's odds: phrasing content only, as a button's content must be. */
function CardOdds({ match }: { match: HotMatch }) {
  const { t } = useTranslation();
  return (
    <span className={styles.odds}>
      {SIDES.map((side) => (
        <span key={side} className={styles.odd}>
          <span className={styles.oddLabel}>{t(`homeWidgets.hotMatch.${side}`)}</span>{' '}
          <span className={styles.oddValue}>
            <Price hundredths={match.odds[side]} />
          </span>
        </span>
      ))}
    </span>
  );
}

/**
 * Home's hot-match widget (spec 2): the upcoming featured matches as cards. Spec 2 and 4: a
 * guest's tap opens the login popup; a member's opens the hot match popup (modal flag
 * hotMatchPopup) with the match and a "bet now" button that opens the match in its game (the
 * provider's sportsbook at that fixture), or the sports game list for a match without one.
 * Hidden when the call fails.
 */
export function HotMatchWidget() {
  const { t } = useTranslation();
  const headingId = useId();
  const isGuest = useIsGuest();
  const matches = useHotMatches();
  const [picked, setPicked] = useState<HotMatch | null>(null);
  if (matches.isError && !matches.data) return null;

  const open = (match: HotMatch) => {
    if (isGuest) {
      modals.openLogin();
      return;
    }
    setPicked(match);
    modals.open('hotMatchPopup');
  };
  const list = matches.data?.list ?? [];
  return (
    <section className={frame.widget} aria-labelledby={headingId}>
      <h2 id={headingId} className={frame.title}>
        {t('homeWidgets.hotMatch.title')}
      </h2>
      {matches.isPending ? (
        <div className={frame.skeleton} aria-hidden="true" />
      ) : list.length === 0 ? (
        <p className={frame.empty}>{t('homeWidgets.hotMatch.empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {list.map((match) => (
            <li key={match.id} className={styles.card}>
              <button type="button" className={styles.match} onClick={() => open(match)}>
                <span className={styles.meta}>
                  <span className={styles.league}>{match.league}</span>
                  <time dateTime={match.kickOffAt}>{shortDateTime(match.kickOffAt)}</time>
                </span>
                <span className={styles.teams}>
                  <span className={styles.team}>{match.homeTeam}</span>
                  <span className={styles.versus}>{t('homeWidgets.hotMatch.versus')}</span>
                  <span className={styles.team}>{match.awayTeam}</span>
                </span>
                <CardOdds match={match} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {picked && <HotMatchPopup match={picked} />}
    </section>
  );
}

/** The hot match popup (spec 4 modal flag hotMatchPopup). */
export function HotMatchPopup({ match }: { match: HotMatch }) {
  const { t } = useTranslation();
  const openMatch = useOpenMatch();
  const open = useModalFlag('hotMatchPopup');
  // Leaving home (bet now, or any other way) closes it.
  useEffect(() => () => modals.close('hotMatchPopup'), []);
  const close = () => modals.close('hotMatchPopup');
  return (
    <Dialog open={open} onClose={close} title={t('homeWidgets.hotMatch.popupTitle')}>
      <div className={styles.popup}>
        <p className={styles.popupMeta}>{match.league}</p>
        <p className={styles.popupTeams}>
          <span>{match.homeTeam}</span>
          <span className={styles.versus}>{t('homeWidgets.hotMatch.versus')}</span>
          <span>{match.awayTeam}</span>
        </p>
        <p className={styles.popupMeta}>
          {t('homeWidgets.hotMatch.kickOff')}:{' '}
          <time dateTime={match.kickOffAt}>{longDateTime(match.kickOffAt)}</time>
        </p>
        <Odds match={match} />
        <button
          type="button"
          className={styles.betNow}
          data-autofocus
          onClick={() => {
            close();
            openMatch(match);
          }}
        >
          {t('homeWidgets.hotMatch.betNow')}
        </button>
      </div>
    </Dialog>
  );
}
