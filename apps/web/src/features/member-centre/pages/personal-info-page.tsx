import '../i18n/texts.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useChangeNickname, usePersonalInfo } from '../api/member-centre-queries.ts';
import { InlineForm } from '../components/inline-form.tsx';
import { QueryState, RealAccountOnly } from '../components/states.tsx';
import { dateText } from '../lib/format.ts';
import styles from '../components/member-centre.module.css';

/** /m/member/info: personal info and the nickname change. */
export function PersonalInfoPage() {
  return (
    <RealAccountOnly>
      <PersonalInfo />
    </RealAccountOnly>
  );
}

function PersonalInfo() {
  const { t } = useTranslation();
  const info = usePersonalInfo();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const none = t('memberCentre.info.none');
  const data = info.data;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="info-heading">
        <h2 id="info-heading" className={styles.cardTitle}>
          {t('memberCentre.info.heading')}
        </h2>
        <QueryState query={info}>
          {data && (
            <dl className={styles.facts}>
              <dt>{t('memberCentre.info.userName')}</dt>
              <dd translate="no">{data.userName}</dd>
              <dt>{t('memberCentre.info.nickname')}</dt>
              <dd translate="no">{data.nickname || none}</dd>
              <dt>{t('memberCentre.info.realName')}</dt>
              <dd translate="no">{data.realName || none}</dd>
              <dt>{t('memberCentre.info.mobile')}</dt>
              <dd>{data.mobile || none}</dd>
              <dt>{t('memberCentre.info.email')}</dt>
              <dd>{data.email || none}</dd>
              <dt>{t('memberCentre.info.registeredAt')}</dt>
              <dd>{dateText(data.registeredAt)}</dd>
              <dt>{t('memberCentre.info.vipLevel')}</dt>
              <dd>{data.vipLevel?.name ?? none}</dd>
            </dl>
          )}
          {editing ? (
            <NicknameForm
              current={data?.nickname ?? ''}
              onDone={() => {
                setEditing(false);
                setSaved(true);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('memberCentre.info.editNickname')}
            </button>
          )}
          {saved && (
            <p className={styles.success} role="status">
              {t('memberCentre.info.saved')}
            </p>
          )}
        </QueryState>
      </section>
    </div>
  );
}

function NicknameForm({
  current,
  onDone,
  onCancel,
}: {
  current: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangeNickname();
  const [nickname, setNickname] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = nickname.trim();
    // The merchant's nickname rule is the server's to apply (the registration's rule): its
    // message says what is wrong; only an empty name is caught before sending.
    if (!value) return setProblem(t('memberCentre.info.nicknameRequired'));
    setProblem(null);
    change.mutate(value, {
      onSuccess: onDone,
      onError: (error) =>
        setProblem(isApiError(error) ? error.message : t('memberCentre.loadFailed')),
    });
  };
  return (
    <InlineForm
      label={t('memberCentre.info.editNickname')}
      onSubmit={submit}
      problem={problem}
      pending={change.isPending}
      onCancel={onCancel}
      cancel={t('memberCentre.info.cancel')}
      save={t('memberCentre.info.save')}
    >
      <label className={styles.field}>
        {t('memberCentre.info.newNickname')}
        <input
          type="text"
          autoComplete="nickname"
          value={nickname}
          maxLength={32}
          aria-invalid={problem !== null || undefined}
          onChange={(event) => setNickname(event.target.value)}
        />
      </label>
    </InlineForm>
  );
}
