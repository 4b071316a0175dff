import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { BoMessageLanguage } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useInboxMessage, useWithdrawMessage } from './messages-api.ts';
import { PhonePreview } from './phone-preview.tsx';
import { useSegmentText } from './segment-text.ts';
import { PublicationBadge } from './status-badge.tsx';
import styles from './messages.module.css';
import { sectionPath } from './paths.ts';

/** One sent message: audience, schedule, reads, its texts in the phone preview, withdraw. */
export function InboxDetail() {
  const { t } = useTranslation('messages');
  const id = Number(useParams().id);
  const message = useInboxMessage(id);
  const withdraw = useWithdrawMessage();
  const canWrite = useCan()('content.write');
  const segmentText = useSegmentText();
  const [language, setLanguage] = useState<BoMessageLanguage>('PT');
  const [done, setDone] = useState<string | null>(null);
  const value = message.data;
  return (
    <div className="stack">
      <PageHeader title={t('inbox.detailTitle', { id })}>
        <Link to={sectionPath('inbox')}>{t('back')}</Link>
      </PageHeader>
      <ErrorText error={message.error} />
      {value ? (
        <div className={styles.layout}>
          <section className="card stack" aria-label={t('inbox.detailTitle', { id })}>
            <dl className="facts">
              <dt>{t('columns.status')}</dt>
              <dd>
                <PublicationBadge status={value.status} />
              </dd>
              <dt>{t('columns.audience')}</dt>
              <dd>
                {value.audience === 'member'
                  ? `${value.memberName ?? ''} #${value.memberId}`
                  : value.audience === 'segment'
                    ? t('inbox.segmentText', { text: segmentText(value.segment ?? {}) })
                    : t('inbox.everyone')}
              </dd>
              <dt>{t('columns.recipients')}</dt>
              <dd>{value.recipients ?? '∞'}</dd>
              <dt>{t('columns.reads')}</dt>
              <dd>{value.reads}</dd>
              <dt>{t('columns.publishAt')}</dt>
              <dd>
                <DateTime iso={value.publishAt} />
              </dd>
              <dt>{t('columns.unpublishAt')}</dt>
              <dd>
                <DateTime iso={value.unpublishAt} />
              </dd>
            </dl>
            {canWrite && value.enabled ? (
              <div className="row">
                <button
                  type="button"
                  className="danger"
                  disabled={withdraw.isPending}
                  onClick={() =>
                    withdraw.mutate(id, { onSuccess: () => setDone(t('inbox.withdrawn')) })
                  }
                >
                  {t('inbox.withdraw')}
                </button>
              </div>
            ) : null}
            <p role="status" className="ok-text">
              {done ?? ''}
            </p>
            <ErrorText error={withdraw.error} />
          </section>
          <PhonePreview
            kind="inbox"
            language={language}
            onLanguage={setLanguage}
            texts={value.texts}
            publishAt={value.publishAt}
          />
        </div>
      ) : null}
    </div>
  );
}
