import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../app/me.ts';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime } from '../../components/format.tsx';
import { useKycMember } from './kyc-api.ts';
import { IdentitySummary } from './kyc-detail.tsx';
import { DocumentStatusBadge } from './status-badge.tsx';

/** A member's identity documents and their review, on the member's page (issue 23). */
export function MemberIdentity({ memberId }: { memberId: number }) {
  const can = useCan();
  if (!can('kyc.read')) return null;
  return <MemberIdentityTab memberId={memberId} />;
}

function MemberIdentityTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('kyc');
  const detail = useKycMember(memberId);
  if (detail.isPending) return <p>{t('common:loading')}</p>;
  if (detail.isError) return <ErrorText error={detail.error} />;
  const member = detail.data;
  return (
    <div className="stack">
      <IdentitySummary member={member} />
      {member.documents.length > 0 ? (
        <ul className="stack">
          {member.documents.map((document) => (
            <li key={document.id}>
              {t(`kinds.${document.kind}`)} <DocumentStatusBadge status={document.status} />{' '}
              <small className="muted">
                <DateTime iso={document.uploadedAt} />
              </small>
              {document.reason ? <small> · {document.reason}</small> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {member.status !== 'none' ? (
        <p>
          <Link to={`/kyc/${memberId}`}>
            {member.status === 'pending' ? t('openReview') : t('title')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
