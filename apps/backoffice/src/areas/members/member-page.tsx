import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { TRIAL_TYPE } from '@app/contracts';
import type { BoMemberProfile } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { dateTime, money } from '../../lib/format.ts';
import { MemberActions } from './member-actions.tsx';
import { MemberTabs } from './member-tabs.tsx';
import { useAddTag, useMemberProfile, useRemoveTag } from './members-api.ts';
import { StatusBadge } from './status-badge.tsx';

/** One member: the profile header (balances, status, tags), the facts, the actions and the tabs. */
export function MemberPage() {
  const { t } = useTranslation('members');
  const id = Number(useParams().id);
  const profile = useMemberProfile(id);
  const [notice, setNotice] = useState('');
  const member = profile.data;
  const can = useCan();
  return (
    <>
      <p className="row">
        <Link to="/members">{t('profile.back')}</Link>
        {can('bonuses.read') ? (
          <Link to={`/bonuses?member=${id}`}>{t('profile.bonuses')}</Link>
        ) : null}
        {can('bonuses.write') ? (
          <>
            <Link to={`/bonuses/grant?member=${id}`}>{t('profile.grantBonus')}</Link>
            <Link to={`/bonuses/free-spins/grant?member=${id}`}>{t('profile.grantFreeSpins')}</Link>
          </>
        ) : null}
      </p>
      <PageHeader
        title={member ? t('profile.heading', { name: member.userName, id: member.id }) : t('title')}
      >
        {member ? <MemberActions profile={member} onDone={setNotice} /> : null}
      </PageHeader>
      <p role="status" className="ok-text">
        {notice}
      </p>
      <ErrorText error={profile.error} />
      {profile.isPending ? <p>{t('profile.loading')}</p> : null}
      {member ? (
        <>
          <ProfileHeader profile={member} />
          <Facts profile={member} />
          <MemberTabs memberId={member.id} onNotice={setNotice} />
        </>
      ) : null}
    </>
  );
}

function ProfileHeader({ profile }: { profile: BoMemberProfile }) {
  const { t, i18n } = useTranslation('members');
  const { balances } = profile;
  return (
    <section className="grid" aria-label={t('profile.balances')}>
      <div className="card stack">
        <span className="muted">{t('profile.cash')}</span>
        <strong style={{ fontSize: '1.6rem' }}>
          <Money cents={balances.cashCents} />
        </strong>
        <span className="muted">
          {t('profile.pendingWithdrawals')}: <Money cents={balances.pendingWithdrawalCents} />
        </span>
        <span className="muted">
          {t('profile.unclaimedRewards')}: <Money cents={balances.unclaimedRewardCents} />
        </span>
      </div>
      <div className="card stack">
        <span className="muted">{t('profile.status')}</span>
        <span>
          <StatusBadge status={profile.status} />{' '}
          {profile.vipLevel ? <span className="badge">{profile.vipLevel.name}</span> : null}
        </span>
        {profile.lock ? (
          <span className="error-text">
            {t('profile.lockedBy', {
              operator: profile.lock.operatorName,
              time: dateTime(profile.lock.at, i18n.language),
              reason: profile.lock.reason ?? '',
            })}
          </span>
        ) : null}
        <span className="muted">
          {t('profile.liveSessions')}: {profile.liveSessions}
        </span>
      </div>
      <Tags profile={profile} />
      {profile.pendingAdjustments.length > 0 ? (
        <div className="card stack">
          <strong className="warn-text">{t('profile.pending')}</strong>
          <ul>
            {profile.pendingAdjustments.map((item) => (
              <li key={item.approvalId}>
                {t('profile.pendingItem', {
                  direction: t(`adjust.${item.direction}`),
                  amount: money(item.amountCents, i18n.language),
                  operator: item.requestedBy,
                  time: dateTime(item.requestedAt, i18n.language),
                  reason: item.reason,
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function Tags({ profile }: { profile: BoMemberProfile }) {
  const { t } = useTranslation('members');
  const can = useCan();
  const writable = can('members.write');
  const add = useAddTag(profile.id);
  const remove = useRemoveTag(profile.id);
  const [tag, setTag] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = tag.trim();
    if (!value) return;
    add.mutate(value, { onSuccess: () => setTag('') });
  };
  return (
    <div className="card stack">
      <span className="muted" id="member-tags-label">
        {t('profile.tags')}
      </span>
      <ul
        className="row"
        aria-labelledby="member-tags-label"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {profile.tags.length === 0 ? <li className="muted">{t('profile.noTags')}</li> : null}
        {profile.tags.map((item) => (
          <li key={item.tag} className="badge inline">
            {item.tag}
            {writable ? (
              <button
                type="button"
                className="ghost"
                style={{ fontSize: '1rem', minHeight: 0 }}
                aria-label={t('profile.removeTag', { tag: item.tag })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(item.tag)}
              >
                ×
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {writable ? (
        <form className="row" onSubmit={submit}>
          <input
            aria-label={t('profile.newTag')}
            placeholder={t('profile.newTag')}
            value={tag}
            maxLength={32}
            onChange={(e) => setTag(e.target.value)}
          />
          <button type="submit" className="secondary" disabled={add.isPending || !tag.trim()}>
            {t('profile.addTag')}
          </button>
        </form>
      ) : null}
      <ErrorText error={add.error ?? remove.error} />
    </div>
  );
}

function Facts({ profile }: { profile: BoMemberProfile }) {
  const { t } = useTranslation('members');
  const none = t('profile.none');
  const text = (value: string | null | undefined) => (value ? value : none);
  const type =
    profile.type === 0
      ? t('types.member')
      : profile.type === TRIAL_TYPE
        ? t('types.trial')
        : t('types.agent', { type: profile.type });
  const facts: [string, ReactNode][] = [
    [t('profile.realName'), text(profile.realName)],
    [t('profile.nickname'), text(profile.nickname)],
    [
      t('profile.mobile'),
      profile.mobile.number ? `+${profile.mobile.dialingCode} ${profile.mobile.number}` : none,
    ],
    [t('profile.email'), text(profile.email)],
    [t('profile.type'), type],
    [t('profile.vip'), text(profile.vipLevel?.name)],
    [
      t('profile.upline'),
      profile.upline ? (
        <Link to={`/members/${profile.upline.id}`}>
          {profile.upline.userName} (#{profile.upline.id})
        </Link>
      ) : (
        none
      ),
    ],
    [t('profile.affiliateCode'), text(profile.affiliateCode)],
    [t('profile.registerMethod'), text(profile.registerMethod)],
    [t('profile.domain'), text(profile.domain)],
    [t('profile.registered'), <DateTime key="r" iso={profile.registration.at} />],
    [t('profile.registeredIp'), text(profile.registration.ip)],
    [t('profile.lastLogin'), <DateTime key="l" iso={profile.lastLogin?.at} />],
    [t('profile.lastLoginIp'), text(profile.lastLogin?.ip)],
    [t('profile.lastLoginAgent'), text(profile.lastLogin?.userAgent)],
  ];
  return (
    <section className="card" aria-labelledby="member-facts">
      <h2 id="member-facts">{t('profile.identity')}</h2>
      <dl
        className="facts"
        style={{ gridTemplateColumns: 'max-content minmax(0, 1fr) max-content minmax(0, 1fr)' }}
      >
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd style={{ overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
