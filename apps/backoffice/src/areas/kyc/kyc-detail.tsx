import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatCpf, isValidCpf } from '@app/contracts';
import type { BoKycDocument, BoKycMember } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { DateTime } from '../../components/format.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { dateTime } from '../../lib/format.ts';
import { useApproveKyc, useKycMember, useRejectKyc } from './kyc-api.ts';
import { DocumentStatusBadge, KycStatusBadge } from './status-badge.tsx';

/** /bo/kyc/:id: a member's submission, every document's image, and the decision. */
export function KycDetailPage() {
  const { t } = useTranslation('kyc');
  const memberId = Number(useParams().id);
  const detail = useKycMember(memberId);
  return (
    <div className="stack">
      <PageHeader title={t('detailTitle', { name: detail.data?.userName ?? `#${memberId}` })}>
        <Link to="/kyc">{t('back')}</Link>
        <Link to={`/members/${memberId}`}>{t('memberPage')}</Link>
      </PageHeader>
      {detail.isPending ? <p>{t('common:loading')}</p> : null}
      {detail.isError ? <ErrorText error={detail.error} /> : null}
      {detail.data ? <KycReview member={detail.data} /> : null}
    </div>
  );
}

function KycReview({ member }: { member: BoKycMember }) {
  const { t } = useTranslation('kyc');
  const can = useCan();
  const [notice, setNotice] = useState<string | null>(null);
  const pending = member.status === 'pending';
  return (
    <>
      {notice ? (
        <p role="status" className="ok-text">
          {notice}
        </p>
      ) : null}
      <IdentitySummary member={member} />
      {pending && can('kyc.review') ? <Decision member={member} onDone={setNotice} /> : null}
      <section className="card stack" aria-labelledby="kyc-documents">
        <h2 id="kyc-documents">{t('documents')}</h2>
        {member.documents.length === 0 ? <p className="muted">{t('noDocuments')}</p> : null}
        <div className="grid">
          {member.documents.map((document) => (
            <DocumentCard key={document.id} document={document} />
          ))}
        </div>
      </section>
    </>
  );
}

/** The member's submission and, once reviewed, the outcome. */
export function IdentitySummary({ member }: { member: BoKycMember }) {
  const { t } = useTranslation('kyc');
  const nationalId = member.nationalId
    ? member.nationalIdKind === 'cpf'
      ? formatCpf(member.nationalId)
      : member.nationalId
    : '—';
  return (
    <section className="card stack" aria-labelledby="kyc-summary">
      <h2 id="kyc-summary">
        {t('submitted')} <KycStatusBadge status={member.status} />
      </h2>
      {member.status === 'none' ? <p className="muted">{t('none')}</p> : null}
      <dl className="facts">
        <dt>{t('fullName')}</dt>
        <dd>{member.fullName || '—'}</dd>
        <dt>{t('nationalId')}</dt>
        <dd>{nationalId}</dd>
        <dt>{t('payeeName')}</dt>
        <dd>{member.payeeName || '—'}</dd>
        <dt>{t('submittedAt')}</dt>
        <dd>
          <DateTime iso={member.submittedAt} />
        </dd>
        <dt>{t('reviewedAt')}</dt>
        <dd>
          <DateTime iso={member.reviewedAt} />
          {member.reviewedBy ? ` · ${member.reviewedBy}` : ''}
        </dd>
        {member.status === 'rejected' ? (
          <>
            <dt>{t('reason')}</dt>
            <dd>{member.reason}</dd>
          </>
        ) : null}
        {member.verifiedName ? (
          <>
            <dt>{t('verifiedName')}</dt>
            <dd>{member.verifiedName}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function DocumentCard({ document }: { document: BoKycDocument }) {
  const { t, i18n } = useTranslation('kyc');
  const kind = t(`kinds.${document.kind}`);
  return (
    <figure className="card stack">
      <a
        href={document.imageUrl}
        target="_blank"
        rel="noreferrer"
        aria-label={t('openImage', { kind })}
      >
        <img
          src={document.imageUrl}
          alt={t('documentAlt', { kind, date: dateTime(document.uploadedAt, i18n.language) })}
          loading="lazy"
          style={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain' }}
        />
      </a>
      <figcaption className="stack">
        <strong>
          {kind} <DocumentStatusBadge status={document.status} />
        </strong>
        <small className="muted">
          <DateTime iso={document.uploadedAt} /> ·{' '}
          {t('size', { width: document.width, height: document.height })}
        </small>
        {document.reason ? <small>{document.reason}</small> : null}
        {document.reviewedBy ? <small className="muted">{document.reviewedBy}</small> : null}
      </figcaption>
    </figure>
  );
}

function Decision({ member, onDone }: { member: BoKycMember; onDone: (notice: string) => void }) {
  const { t } = useTranslation('kyc');
  const approve = useApproveKyc(member.memberId);
  const reject = useRejectKyc(member.memberId);
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [fullName, setFullName] = useState(member.fullName);
  const [nationalId, setNationalId] = useState(
    member.nationalIdKind === 'cpf' && member.nationalId
      ? formatCpf(member.nationalId)
      : member.nationalId,
  );
  const pendingDocuments = member.documents.filter((document) => document.status === 'pending');
  const [rejected, setRejected] = useState<number[]>(pendingDocuments.map((d) => d.id));
  const cpfProblem = member.nationalIdKind === 'cpf' && !isValidCpf(nationalId);
  const nameProblem = fullName.trim().length < 3;
  const [touched, setTouched] = useState(false);

  return (
    <section className="card stack" aria-label={t('approveTitle')}>
      <div className="row">
        <button type="button" onClick={() => setApproving(true)}>
          {t('approve')}
        </button>
        <button type="button" className="secondary" onClick={() => setRejecting(true)}>
          {t('reject')}
        </button>
      </div>
      <FormDialog
        title={t('approveTitle')}
        open={approving}
        confirmLabel={t('approve')}
        busy={approve.isPending}
        error={approve.error}
        onClose={() => setApproving(false)}
        onSubmit={() => {
          setTouched(true);
          if (nameProblem || cpfProblem) return;
          approve.mutate(
            { fullName: fullName.trim(), nationalId },
            {
              onSuccess: () => {
                setApproving(false);
                onDone(t('approved'));
              },
            },
          );
        }}
      >
        <p className="muted">{t('approveHint')}</p>
        <Field label={t('fullName')} error={touched && nameProblem ? t('nameRequired') : null}>
          {(props) => (
            <input
              {...props}
              maxLength={120}
              value={fullName}
              onChange={(event) => setFullName(event.target.value)}
            />
          )}
        </Field>
        {member.nationalIdKind === 'cpf' ? (
          <Field label={t('nationalId')} error={touched && cpfProblem ? t('cpfInvalid') : null}>
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                maxLength={14}
                value={nationalId}
                onChange={(event) => setNationalId(event.target.value)}
              />
            )}
          </Field>
        ) : null}
      </FormDialog>
      <ReasonDialog
        title={t('rejectTitle')}
        open={rejecting}
        confirmLabel={t('reject')}
        busy={reject.isPending}
        error={reject.error}
        onClose={() => setRejecting(false)}
        onConfirm={(reason) =>
          reject.mutate(
            { reason, documentIds: rejected },
            {
              onSuccess: () => {
                setRejecting(false);
                onDone(t('rejected'));
              },
            },
          )
        }
      >
        <p className="muted">{t('rejectHint')}</p>
        {pendingDocuments.length > 0 ? (
          <fieldset className="stack">
            <legend>{t('rejectDocuments')}</legend>
            {pendingDocuments.map((document) => (
              <label key={document.id} className="row">
                <input
                  type="checkbox"
                  checked={rejected.includes(document.id)}
                  onChange={(event) =>
                    setRejected(
                      event.target.checked
                        ? [...rejected, document.id]
                        : rejected.filter((id) => id !== document.id),
                    )
                  }
                />
                {t(`kinds.${document.kind}`)}
              </label>
            ))}
          </fieldset>
        ) : null}
      </ReasonDialog>
    </section>
  );
}
