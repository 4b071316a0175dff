import '../i18n/texts.ts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ClubBenefit } from '@app/contracts';
import { useClubBenefit } from '../api/member-centre-queries.ts';
import { MemberOnly, QueryState } from '../components/states.tsx';
import { useFormatMoney, useFormatPercent } from '../../../lib/money.ts';
import styles from '../components/member-centre.module.css';

/**
 * /m/vip and /m/member/benefits (member club benefit): the member's level, what the next one
 * takes, and every level's requirements and benefits (both routes show the same screen). A
 * trial account sees the table without a level.
 */
export function VipPage() {
  return (
    <MemberOnly>
      <Vip />
    </MemberOnly>
  );
}

export const MemberBenefitsPage = VipPage;

function Vip() {
  const club = useClubBenefit();
  return (
    <div className={styles.page}>
      <QueryState query={club}>
        {club.data && (
          <>
            <CurrentLevel club={club.data} />
            <BenefitsTable club={club.data} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function CurrentLevel({ club }: { club: ClubBenefit }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const current = club.levels.find((level) => level.code === club.currentCode);
  const next = club.levels.find((level) => level.code === club.nextCode);
  if (!current) return null;
  return (
    <section className={`${styles.card} ${styles.hero}`} aria-labelledby="vip-current">
      <p className={styles.sub} id="vip-current">
        {t('memberCentre.vip.current')}
      </p>
      <h2 className={styles.name}>{current.name}</h2>
      {next ? (
        <>
          <p className={styles.sub}>{t('memberCentre.vip.next', { name: next.name })}</p>
          <p className={styles.sub}>
            {t('memberCentre.vip.toReach', {
              name: next.name,
              deposit: money(next.depositRequiredCents),
              bets: money(next.validBetRequiredCents),
            })}
          </p>
          {club.progress && (
            <>
              <Towards
                label={t('memberCentre.vip.deposited', {
                  done: money(club.progress.depositedCents),
                  need: money(next.depositRequiredCents),
                })}
                done={club.progress.depositedCents}
                need={next.depositRequiredCents}
              />
              <Towards
                label={t('memberCentre.vip.wagered', {
                  days: club.progress.windowDays,
                  done: money(club.progress.wageredCents),
                  need: money(next.validBetRequiredCents),
                })}
                done={club.progress.wageredCents}
                need={next.validBetRequiredCents}
              />
            </>
          )}
        </>
      ) : (
        <p className={styles.sub}>{t('memberCentre.vip.top')}</p>
      )}
    </section>
  );
}

/** One requirement of the next level: what is done of it, as a bar and in words (issue 25). */
function Towards({ label, done, need }: { label: string; done: number; need: number }) {
  return (
    <div className={styles.sub}>
      <p>{label}</p>
      <progress
        className={styles.towards}
        aria-label={label}
        max={Math.max(need, 1)}
        value={Math.min(done, Math.max(need, 1))}
      />
    </div>
  );
}

function BenefitsTable({ club }: { club: ClubBenefit }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const percent = useFormatPercent();
  return (
    // Not a section: the scrolling table region below carries the heading's name.
    <div className={styles.card}>
      <h2 id="vip-table" className={styles.cardTitle}>
        {t('memberCentre.vip.table')}
      </h2>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="vip-table">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('memberCentre.vip.level')}</th>
              <th scope="col">{t('memberCentre.vip.deposit')}</th>
              <th scope="col">{t('memberCentre.vip.validBet')}</th>
              <th scope="col">{t('memberCentre.vip.withdrawLimit')}</th>
              <th scope="col">{t('memberCentre.vip.birthday')}</th>
              <th scope="col">{t('memberCentre.vip.rebate')}</th>
              <th scope="col">{t('memberCentre.vip.upgrade')}</th>
            </tr>
          </thead>
          <tbody>
            {club.levels.map((level) => {
              const mine = level.code === club.currentCode;
              return (
                <tr key={level.code} data-current={mine || undefined}>
                  <th scope="row">
                    {level.name}
                    {mine && <span className="sr-only"> ({t('memberCentre.vip.yours')})</span>}
                  </th>
                  <td>{money(level.depositRequiredCents)}</td>
                  <td>{money(level.validBetRequiredCents)}</td>
                  <td>{money(level.dailyWithdrawalLimitCents)}</td>
                  <td>{money(level.birthdayBonusCents)}</td>
                  <td>{percent(level.rebateBoostBasisPoints)}</td>
                  <td>{money(level.upgradeBonusCents)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Link to="/rewardCenter" className={styles.rowLink}>
        {t('memberCentre.home.entry.rewards')}
      </Link>
    </div>
  );
}
