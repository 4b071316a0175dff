import './vietnam-lottery-texts.ts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { VietnamRecentValue } from '@app/contracts';
import { WinningNumbers } from '../../../components/lottery/winning-numbers.tsx';
import { useVietnamRecent } from '../../../components/lottery/lottery-queries.ts';
import { DataTabs, dataTabId } from '../../games/components/data-tabs.tsx';
import styles from './vietnam-lottery-widget.module.css';

export const WIDGET_REGIONS = ['vietnam_north', 'vietnam_central', 'vietnam_south'] as const;
type Region = (typeof WIDGET_REGIONS)[number];
/** A region draws a few provinces a day: the latest few fit a home widget. */
export const WIDGET_GAMES_SHOWN = 6;

const pad = (value: number) => String(value).padStart(2, '0');
const shortDate = (iso: string) => {
  const date = new Date(iso);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}`;
};

/** A region's games with their latest result, the most recently drawn first. */
export function regionResults(value: VietnamRecentValue | undefined, region: Region) {
  return Object.entries(value?.games ?? {})
    .filter(([, game]) => game.gameMenuTag === region && game.results.length > 0)
    .map(([code, game]) => ({ code, remark: game.remark, latest: game.results[0]! }))
    .sort((a, b) => b.latest.drawAt.localeCompare(a.latest.drawAt))
    .slice(0, WIDGET_GAMES_SHOWN);
}

/**
 * Recent Vietnam lottery (spec 7: device MOBILE, recentCount 100, prizeMode Lott, language):
 * region tabs north, central and south, each game's latest special prize, and the lobby link.
 * Hidden when the call fails: a home widget does not take the page's error voice.
 */
export default function VietnamLotteryWidget() {
  const { t } = useTranslation();
  const headingId = useId();
  const panelId = useId();
  const recent = useVietnamRecent();
  const [region, setRegion] = useState<Region>('vietnam_north');
  if (recent.isError && !recent.data) return null;

  const rows = regionResults(recent.data, region);
  return (
    <section className={styles.widget} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('lottery.homeWidget.title')}
      </h2>
      <DataTabs
        tabs={WIDGET_REGIONS.map((id) => ({ id, label: t(`lottery.region.${id}`) }))}
        value={region}
        onChange={setRegion}
        label={t('lottery.homeWidget.regions')}
        idPrefix="home-vn-lottery"
        panelId={panelId}
      />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={dataTabId('home-vn-lottery', region)}
        className={styles.panel}
        aria-busy={recent.isPending || undefined}
      >
        {recent.isPending ? (
          <div className={styles.skeleton} aria-hidden="true" />
        ) : rows.length === 0 ? (
          <p className={styles.empty}>{t('lottery.homeWidget.empty')}</p>
        ) : (
          <ul className={styles.rows}>
            {rows.map((row) => (
              <li key={row.code} className={styles.row}>
                <span className={styles.name}>
                  {row.remark}
                  <time dateTime={row.latest.drawAt} className={styles.date}>
                    {shortDate(row.latest.drawAt)}
                  </time>
                </span>
                <WinningNumbers
                  value={row.latest.winningNumber}
                  variant="compact"
                  label={t('lottery.homeWidget.latest', { name: row.remark })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link to="/lott" className={styles.link}>
        {t('lottery.homeWidget.seeAll')}
      </Link>
    </section>
  );
}
