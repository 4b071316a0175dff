import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '../../components/field.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { useCandidates, usePromote } from './agents-api.ts';
import styles from './agents.module.css';

/**
 * Promote: find a plain member by user name, pick one, give the reason; on success the new
 * agent's page opens (its rates are set there).
 */
export function PromoteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('agents');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const [pickError, setPickError] = useState(false);
  const candidates = useCandidates(q);
  const promote = usePromote();

  // Searches as the operator types, a moment after the last key.
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);

  const confirm = (reason: string) => {
    if (picked === null) {
      setPickError(true);
      return;
    }
    promote.mutate(
      { memberId: picked, reason },
      { onSuccess: (agent) => navigate(`/agents/${agent.id}`, { state: { promoted: true } }) },
    );
  };

  const list = candidates.data?.list ?? [];
  return (
    <ReasonDialog
      title={t('promote.title')}
      open
      confirmLabel={t('promote.confirm')}
      busy={promote.isPending}
      error={promote.error}
      onClose={onClose}
      onConfirm={confirm}
    >
      <Field label={t('promote.search')} hint={t('promote.searchHint')}>
        {(props) => (
          <input
            {...props}
            type="search"
            autoComplete="off"
            maxLength={32}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      {q ? (
        <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>{t('promote.results')}</legend>
          <p role="status" className="muted">
            {candidates.isFetching ? t('tree.loading') : list.length === 0 ? t('promote.none') : ''}
          </p>
          {list.length > 0 ? (
            <ul className={styles.candidates}>
              {list.map((member) => (
                <li key={member.id}>
                  <label>
                    <input
                      type="radio"
                      name="promote-member"
                      value={member.id}
                      checked={picked === member.id}
                      onChange={() => {
                        setPicked(member.id);
                        setPickError(false);
                      }}
                    />
                    <span>
                      <strong>{member.userName}</strong> #{member.id}
                      {member.nickname ? ` · ${member.nickname}` : ''}
                      <br />
                      <span className="muted">
                        {member.upline
                          ? t('promote.upline', { name: member.upline.userName })
                          : t('promote.noUpline')}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
        </fieldset>
      ) : null}
      {pickError ? (
        <p role="alert" className="error-text">
          {t('promote.pick')}
        </p>
      ) : null}
    </ReasonDialog>
  );
}
