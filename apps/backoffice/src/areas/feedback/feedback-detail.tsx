import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import {
  BO_FEEDBACK_API,
  BO_FEEDBACK_REPLY_MAX,
  BO_FEEDBACK_STATUSES,
  type BoFeedbackAssignBody,
  type BoFeedbackDetail,
  type BoFeedbackReplyBody,
  type BoFeedbackRow,
  type BoFeedbackStatus,
  type BoFeedbackStatusBody,
} from '@app/contracts/backoffice';
import { useCan, useMe } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { DateTime } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useFeedbackDetail, useFeedbackOperators, useFeedbackWrite } from './use-feedback.ts';

const helper = createColumnHelper<BoFeedbackRow>();

/** One feedback: the member's message and who they are, its handling, and the reply. */
export function FeedbackDetailPage() {
  const { t } = useTranslation('feedback');
  const id = Number(useParams().id);
  const detail = useFeedbackDetail(id);
  return (
    <div className="stack">
      <PageHeader title={t('detailTitle', { id })}>
        <Link to="..">{t('back')}</Link>
      </PageHeader>
      {detail.isPending ? <p>{t('common:loading')}</p> : null}
      {detail.isError ? <ErrorText error={detail.error} /> : null}
      {detail.data ? <FeedbackView item={detail.data} /> : null}
    </div>
  );
}

function FeedbackView({ item }: { item: BoFeedbackDetail }) {
  const { t } = useTranslation('feedback');
  const can = useCan();
  const canWrite = can('feedback.write');
  const typeLabel = (type: number) => t(`types.${type}`, { defaultValue: String(type) });

  const recentColumns: Columns<BoFeedbackRow> = [
    helper.accessor('createdAt', {
      header: t('columns.createdAt'),
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
    helper.accessor('type', {
      header: t('columns.type'),
      cell: (info) => typeLabel(info.getValue()),
    }),
    helper.accessor('content', {
      header: t('columns.content'),
      cell: (info) => {
        const text = info.getValue();
        return text.length > 80 ? `${text.slice(0, 80)}…` : text;
      },
    }),
    helper.accessor('status', {
      header: t('columns.status'),
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    helper.display({
      id: 'open',
      header: t('columns.open'),
      cell: (info) =>
        info.row.original.id === item.id ? (
          <span className="muted">{t('current')}</span>
        ) : (
          <Link
            to={`../${info.row.original.id}`}
            aria-label={t('openItem', { id: info.row.original.id })}
          >
            {t('columns.open')}
          </Link>
        ),
    }),
  ];

  return (
    <>
      <div className="grid" style={{ gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)' }}>
        <section className="card stack" aria-labelledby="feedback-message">
          <h2 id="feedback-message">{t('message')}</h2>
          <div className="row">
            <StatusBadge status={item.status} />
            <span className="badge">{typeLabel(item.type)}</span>
            <span className="muted">
              {t('receivedAt')} <DateTime iso={item.createdAt} />
            </span>
          </div>
          {/* Plain text as the member typed it: React escapes it, line breaks kept. */}
          <blockquote className="card" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {item.content}
          </blockquote>
        </section>
        <section className="card stack" aria-labelledby="feedback-member">
          <h2 id="feedback-member">{t('memberFacts')}</h2>
          <dl className="facts">
            <dt>{t('memberName')}</dt>
            <dd>{item.member.userName}</dd>
            <dt>{t('memberId')}</dt>
            <dd>{item.member.id}</dd>
            <dt>{t('memberStatus')}</dt>
            <dd>{item.member.status}</dd>
            <dt>{t('memberSince')}</dt>
            <dd>
              <DateTime iso={item.member.createdAt} />
            </dd>
            <dt>{t('lastLogin')}</dt>
            <dd>
              <DateTime iso={item.member.lastLoginAt} />
            </dd>
          </dl>
        </section>
      </div>
      <section className="card stack" aria-labelledby="feedback-handling">
        <h2 id="feedback-handling">{t('handling')}</h2>
        {canWrite ? (
          <Handling item={item} />
        ) : (
          <>
            <p className="muted">{t('readOnly')}</p>
            <dl className="facts">
              <dt>{t('assignSelect')}</dt>
              <dd>{item.assignedTo?.displayName ?? t('nobody')}</dd>
            </dl>
          </>
        )}
        {item.reply ? (
          <div className="stack">
            <h3 style={{ margin: 0 }}>{t('previousReply')}</h3>
            <p className="muted">
              {t('repliedBy', { name: item.repliedBy?.displayName ?? '—' })}{' '}
              <DateTime iso={item.repliedAt} />
            </p>
            <blockquote className="card" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {item.reply}
            </blockquote>
          </div>
        ) : null}
        {canWrite ? <ReplyForm item={item} /> : null}
      </section>
      <DataTable
        caption={t('recent')}
        columns={recentColumns}
        data={item.recent}
        filterable={false}
      />
    </>
  );
}

function Handling({ item }: { item: BoFeedbackDetail }) {
  const { t } = useTranslation('feedback');
  const me = useMe();
  const operators = useFeedbackOperators(true);
  const [done, setDone] = useState<string | null>(null);
  const status = useFeedbackWrite<BoFeedbackStatusBody>(item.id, BO_FEEDBACK_API.status);
  const assign = useFeedbackWrite<BoFeedbackAssignBody>(item.id, BO_FEEDBACK_API.assign);
  const busy = status.isPending || assign.isPending;

  const setStatus = (next: BoFeedbackStatus) => {
    setDone(null);
    assign.reset();
    status.mutate({ status: next }, { onSuccess: () => setDone(t('statusSaved')) });
  };
  const setAssignee = (operatorId: number | null) => {
    setDone(null);
    status.reset();
    assign.mutate({ operatorId }, { onSuccess: () => setDone(t('assignSaved')) });
  };
  const myId = me.data?.id;
  const options = operators.data ?? [];
  // The current assignee stays listed even if they can no longer take feedback.
  const listed =
    item.assignedTo && !options.some((operator) => operator.id === item.assignedTo!.id)
      ? [...options, item.assignedTo]
      : options;

  return (
    <div className="stack">
      <div className="grid">
        <Field label={t('statusSelect')}>
          {(props) => (
            <select
              {...props}
              value={item.status}
              disabled={busy}
              onChange={(event) => setStatus(event.target.value as BoFeedbackStatus)}
            >
              {BO_FEEDBACK_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`statuses.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('assignSelect')}>
          {(props) => (
            <select
              {...props}
              value={item.assignedTo ? String(item.assignedTo.id) : ''}
              disabled={busy}
              onChange={(event) =>
                setAssignee(event.target.value ? Number(event.target.value) : null)
              }
            >
              <option value="">{t('assignNobody')}</option>
              {listed.map((operator) => (
                <option key={operator.id} value={operator.id}>
                  {operator.displayName} ({operator.username})
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {myId !== undefined && item.assignedTo?.id !== myId ? (
        <div className="row">
          <button
            type="button"
            className="secondary"
            disabled={busy}
            onClick={() => setAssignee(myId)}
          >
            {t('assignMe')}
          </button>
        </div>
      ) : null}
      <p role="status" className="ok-text">
        {done ?? ''}
      </p>
      <ErrorText error={status.error ?? assign.error ?? operators.error} />
    </div>
  );
}

function ReplyForm({ item }: { item: BoFeedbackDetail }) {
  const { t } = useTranslation('feedback');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const reply = useFeedbackWrite<BoFeedbackReplyBody>(item.id, BO_FEEDBACK_API.reply);
  const empty = text.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setSent(null);
    if (empty) return;
    reply.mutate(
      { text },
      {
        onSuccess: () => {
          setText('');
          setTouched(false);
          setSent(t('replySent'));
        },
      },
    );
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <Field
        label={t('reply')}
        hint={t('replyHint', { max: BO_FEEDBACK_REPLY_MAX })}
        error={touched && empty ? t('replyEmpty') : null}
      >
        {(props) => (
          <textarea
            {...props}
            rows={5}
            maxLength={BO_FEEDBACK_REPLY_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <div className="row">
        <button type="submit" disabled={reply.isPending}>
          {reply.isPending ? t('sending') : t('send')}
        </button>
        <span className="muted" aria-hidden="true">
          {t('replyCount', { count: text.length, max: BO_FEEDBACK_REPLY_MAX })}
        </span>
      </div>
      <p role="status" className="ok-text">
        {sent ?? ''}
      </p>
      <ErrorText error={reply.error} />
    </form>
  );
}
