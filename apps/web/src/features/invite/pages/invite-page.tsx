import '../i18n/texts.ts';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { TRIAL_TYPE, type MemberInviteValue } from '@app/contracts';
import buttons from '../../../components/ui/buttons.module.css';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { modals } from '../../../lib/modal-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { isAgentType } from '../../member/lib/menu-entries.ts';
import { dateText } from '../../member-centre/lib/format.ts';
import { useMemberInvite } from '../api/invite-queries.ts';
import { InviteQr } from '../components/invite-qr.tsx';
import styles from '../components/invite.module.css';

/**
 * /m/invite (issue 18, decision 035): the member's personal invite link with a copy button and
 * its QR code, how the referral promotion works, and the friends who joined through the link.
 * Agents invite with their affiliate links, so they go to their agent home; a guest is asked
 * to log in and stays here, so the screen shows once the login succeeds.
 */
export function InvitePage() {
  const { t } = useTranslation();
  const session = useSession();
  if (session && isAgentType(session.type)) return <Navigate to="/agent" replace />;
  if (!session) {
    return (
      <div className={styles.page}>
        <div className={`${styles.card} ${styles.state}`}>
          <p role="status">{t('invite.loginFirst')}</p>
          <button type="button" className={buttons.primary} onClick={modals.openLogin}>
            {t('invite.login')}
          </button>
        </div>
      </div>
    );
  }
  if (session.isTrial === true || session.type === TRIAL_TYPE) {
    return (
      <div className={styles.page}>
        <p className={`${styles.card} ${styles.state}`} role="alert">
          {t('invite.trial')}
        </p>
      </div>
    );
  }
  return <MemberInvite />;
}

function MemberInvite() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const invite = useMemberInvite(pageNo, true);
  if (invite.isError && !invite.data) {
    return (
      <div className={styles.page}>
        <div className={`${styles.card} ${styles.state}`} role="alert">
          <p>{t('invite.loadFailed')}</p>
          <button type="button" className={buttons.secondary} onClick={() => void invite.refetch()}>
            {t('invite.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!invite.data) {
    return (
      <div className={styles.page}>
        <p className={`${styles.card} ${styles.state}`} role="status">
          {t('invite.loading')}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <LinkCard value={invite.data} />
      <HowItWorks value={invite.data} />
      <Friends value={invite.data} onPage={setPageNo} busy={invite.isFetching} />
    </div>
  );
}

function LinkCard({ value }: { value: MemberInviteValue }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value.url);
      setStatus(t('invite.copied'));
    } catch {
      // No clipboard (an insecure page, or refused): the link stays selectable on screen.
      setStatus(t('invite.copyFailed'));
    }
  };
  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ title: t('invite.shareText'), url: value.url });
    } catch {
      // Closed without sharing: nothing to say.
    }
  };
  return (
    <section className={styles.card} aria-labelledby="invite-link-title">
      <h2 id="invite-link-title" className={styles.cardTitle}>
        {t('invite.linkTitle')}
      </h2>
      <p className={styles.hint}>{t('invite.linkHint')}</p>
      <InviteQr url={value.url} label={t('invite.qrLabel')} />
      <dl className={styles.facts}>
        <div>
          <dt>{t('invite.codeLabel')}</dt>
          <dd className={styles.code}>{value.code}</dd>
        </div>
        <div>
          <dt>{t('invite.linkLabel')}</dt>
          <dd className={styles.url}>{value.url}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={() => void copy()}>
          {t('invite.copy')}
        </button>
        {canShare && (
          <button type="button" className={buttons.secondary} onClick={() => void share()}>
            {t('invite.share')}
          </button>
        )}
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </section>
  );
}

function HowItWorks({ value }: { value: MemberInviteValue }) {
  const { t } = useTranslation();
  const promotion = value.promotion;
  return (
    <section className={styles.card} aria-labelledby="invite-how-title">
      <h2 id="invite-how-title" className={styles.cardTitle}>
        {t('invite.howTitle')}
      </h2>
      {promotion ? (
        <>
          <h3 className={styles.promoTitle}>{promotion.title}</h3>
          <SafeHtml className={styles.promoBody} html={promotion.content} />
          <Link className={styles.more} to={`/activityDetail?id=${promotion.id}`}>
            {t('invite.promotionDetail')}
          </Link>
        </>
      ) : (
        <p className={styles.hint}>{t('invite.promotionOff')}</p>
      )}
    </section>
  );
}

function Friends({
  value,
  onPage,
  busy,
}: {
  value: MemberInviteValue;
  onPage: (pageNo: number) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { list, total, pageNo, totalPages } = value.friends;
  return (
    <section className={styles.card} aria-labelledby="invite-friends-title">
      <div className={styles.cardHead}>
        <h2 id="invite-friends-title" className={styles.cardTitle}>
          {t('invite.friendsTitle')}
        </h2>
        <span className={styles.count}>{t('invite.friendsCount', { count: total })}</span>
      </div>
      {list.length === 0 ? (
        <p className={styles.empty}>{t('invite.friendsEmpty')}</p>
      ) : (
        <ul className={styles.friends} aria-labelledby="invite-friends-title" aria-busy={busy}>
          {list.map((friend, index) => (
            // Masked names may repeat: the position on the page tells rows apart.
            <li key={`${pageNo}-${index}`} className={styles.friend}>
              <span className={styles.friendName}>{friend.userName}</span>
              <span className={styles.hint}>
                {t('invite.joined', { date: dateText(friend.joinedAt) })}
              </span>
              <span className={friend.deposited ? styles.badgeOn : styles.badgeOff}>
                {friend.deposited ? t('invite.deposited') : t('invite.notDeposited')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <nav className={styles.pager} aria-label={t('invite.friendsTitle')}>
          <button
            type="button"
            className={buttons.secondary}
            disabled={pageNo <= 1 || busy}
            onClick={() => onPage(pageNo - 1)}
          >
            {t('invite.previous')}
          </button>
          <span>{t('invite.pageOf', { page: pageNo, pages: totalPages })}</span>
          <button
            type="button"
            className={buttons.secondary}
            disabled={pageNo >= totalPages || busy}
            onClick={() => onPage(pageNo + 1)}
          >
            {t('invite.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
