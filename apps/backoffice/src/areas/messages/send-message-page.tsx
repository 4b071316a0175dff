import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  BoAudience,
  BoAudienceQuery,
  BoMessageLanguage,
  BoSegment,
} from '@app/contracts/backoffice';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import {
  useAudienceCount,
  useDebounced,
  useSegmentOptions,
  useSendMessage,
} from './messages-api.ts';
import { PhonePreview } from './phone-preview.tsx';
import { fromLocalInput, nowLocal, scheduleError } from './schedule.ts';
import { ScheduleFields } from './schedule-fields.tsx';
import { emptyTexts, textsValid, TextsEditor, type Texts } from './texts-editor.tsx';
import styles from './messages.module.css';
import { itemPath, sectionPath } from './paths.ts';

type Kind = BoAudience['kind'];
interface SegmentDraft {
  vipCode: string;
  agent: string;
  registeredFrom: string;
  registeredTo: string;
  deposited: '' | 'yes' | 'no';
}
const NO_SEGMENT: SegmentDraft = {
  vipCode: '',
  agent: '',
  registeredFrom: '',
  registeredTo: '',
  deposited: '',
};

/** A date input's day as the instant it starts in the operator's time zone. */
const dayStart = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toISOString();
};

function segmentOf(draft: SegmentDraft): BoSegment {
  return {
    ...(draft.vipCode ? { vipCode: draft.vipCode } : {}),
    ...(draft.agent.trim() ? { agent: draft.agent.trim() } : {}),
    ...(draft.registeredFrom ? { registeredFrom: dayStart(draft.registeredFrom) } : {}),
    ...(draft.registeredTo ? { registeredTo: dayStart(draft.registeredTo) } : {}),
    ...(draft.deposited ? { deposited: draft.deposited === 'yes' } : {}),
  };
}

/**
 * Sends an inbox message to one member, a segment or everyone, in PT and EN, now or at a
 * scheduled time, with how many members it reaches (counted by the server as the operator
 * types) and the phone preview.
 */
export function SendMessagePage() {
  const { t } = useTranslation('messages');
  const options = useSegmentOptions();
  const send = useSendMessage();
  const [kind, setKind] = useState<Kind>('segment');
  const [member, setMember] = useState('');
  const [segment, setSegment] = useState<SegmentDraft>(NO_SEGMENT);
  const [texts, setTexts] = useState<Texts>(emptyTexts());
  const [schedule, setSchedule] = useState({ publishAt: nowLocal(), unpublishAt: '' });
  const [language, setLanguage] = useState<BoMessageLanguage>('PT');
  const [sent, setSent] = useState<{ id: number; text: string } | null>(null);

  const built = segmentOf(segment);
  const hasCriterion = Object.keys(built).length > 0;
  const audienceQuery: BoAudienceQuery | null =
    kind === 'everyone'
      ? { kind }
      : kind === 'member'
        ? member.trim()
          ? { kind, member: member.trim() }
          : null
        : hasCriterion
          ? {
              kind,
              ...(segment.vipCode ? { vipCode: segment.vipCode } : {}),
              ...(segment.agent.trim() ? { agent: segment.agent.trim() } : {}),
              ...(built.registeredFrom ? { registeredFrom: built.registeredFrom } : {}),
              ...(built.registeredTo ? { registeredTo: built.registeredTo } : {}),
              ...(segment.deposited ? { deposited: segment.deposited } : {}),
            }
          : null;
  const count = useAudienceCount(useDebounced(audienceQuery, 400));
  const reach =
    audienceQuery === null
      ? kind === 'segment'
        ? t('inbox.reachPick')
        : ''
      : count.isFetching && !count.data
        ? t('inbox.reachCounting')
        : count.data
          ? count.data.count === 0
            ? t('inbox.reachNone')
            : count.data.count === 1
              ? t('inbox.reachOne')
              : t('inbox.reach', { count: count.data.count })
          : '';

  const valid =
    audienceQuery !== null &&
    textsValid(texts) &&
    fromLocalInput(schedule.publishAt) !== null &&
    scheduleError(schedule.publishAt, schedule.unpublishAt) === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const audience: BoAudience =
      kind === 'everyone'
        ? { kind }
        : kind === 'member'
          ? { kind, member: member.trim() }
          : { kind, segment: built };
    const publishAt = fromLocalInput(schedule.publishAt)!;
    send.mutate(
      {
        audience,
        texts: texts as Required<Texts>,
        publishAt,
        unpublishAt: fromLocalInput(schedule.unpublishAt),
      },
      {
        onSuccess: (value) => {
          const later = Date.parse(publishAt) > Date.now();
          setSent({
            id: value.id,
            text: t(later ? 'inbox.sentScheduled' : 'inbox.sent', { count: value.recipients }),
          });
          setTexts(emptyTexts());
        },
      },
    );
  };
  const setSeg = (change: Partial<SegmentDraft>) => setSegment({ ...segment, ...change });

  return (
    <div className="stack">
      <PageHeader title={t('inbox.sendTitle')}>
        <Link to={sectionPath('inbox')}>{t('back')}</Link>
      </PageHeader>
      <div className={styles.layout}>
        <form className="card stack" onSubmit={submit} aria-label={t('inbox.sendTitle')}>
          <fieldset className="stack">
            <legend>{t('inbox.audience')}</legend>
            <div className={styles.checks} role="radiogroup" aria-label={t('inbox.audience')}>
              {(['member', 'segment', 'everyone'] as const).map((value) => (
                <label key={value} className="inline">
                  <input
                    type="radio"
                    name="audience"
                    checked={kind === value}
                    onChange={() => setKind(value)}
                  />
                  {t(`inbox.audiences.${value}`)}
                </label>
              ))}
            </div>
            {kind === 'member' ? (
              <Field label={t('inbox.member')}>
                {(props) => (
                  <input
                    {...props}
                    maxLength={64}
                    value={member}
                    onChange={(event) => setMember(event.target.value)}
                  />
                )}
              </Field>
            ) : null}
            {kind === 'segment' ? (
              <>
                <small className="muted">{t('inbox.segmentHint')}</small>
                <div className="grid">
                  <Field label={t('inbox.vip')}>
                    {(props) => (
                      <select
                        {...props}
                        value={segment.vipCode}
                        onChange={(event) => setSeg({ vipCode: event.target.value })}
                      >
                        <option value="">{t('inbox.anyVip')}</option>
                        {(options.data?.vipLevels ?? []).map((level) => (
                          <option key={level.code} value={level.code}>
                            {level.code} — {level.name}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <Field label={t('inbox.agent')}>
                    {(props) => (
                      <input
                        {...props}
                        maxLength={64}
                        value={segment.agent}
                        onChange={(event) => setSeg({ agent: event.target.value })}
                      />
                    )}
                  </Field>
                  <Field label={t('inbox.deposited')}>
                    {(props) => (
                      <select
                        {...props}
                        value={segment.deposited}
                        onChange={(event) =>
                          setSeg({ deposited: event.target.value as SegmentDraft['deposited'] })
                        }
                      >
                        <option value="">{t('inbox.depositedAny')}</option>
                        <option value="yes">{t('inbox.depositedYes')}</option>
                        <option value="no">{t('inbox.depositedNo')}</option>
                      </select>
                    )}
                  </Field>
                  <Field label={t('inbox.registeredFrom')}>
                    {(props) => (
                      <input
                        {...props}
                        type="date"
                        value={segment.registeredFrom}
                        onChange={(event) => setSeg({ registeredFrom: event.target.value })}
                      />
                    )}
                  </Field>
                  <Field label={t('inbox.registeredTo')}>
                    {(props) => (
                      <input
                        {...props}
                        type="date"
                        value={segment.registeredTo}
                        onChange={(event) => setSeg({ registeredTo: event.target.value })}
                      />
                    )}
                  </Field>
                </div>
              </>
            ) : null}
            {kind === 'everyone' ? (
              <small className="muted">{t('inbox.everyoneHint')}</small>
            ) : null}
            <p role="status" aria-live="polite" className={styles.reach}>
              {reach}
            </p>
            <ErrorText error={audienceQuery ? count.error : null} />
          </fieldset>
          <ScheduleFields
            publishAt={schedule.publishAt}
            unpublishAt={schedule.unpublishAt}
            onChange={setSchedule}
          />
          <TextsEditor
            texts={texts}
            onChange={(next) => {
              setSent(null);
              setTexts(next);
            }}
            language={language}
            onLanguage={setLanguage}
          />
          <div className="row">
            <button type="submit" disabled={!valid || send.isPending}>
              {t('inbox.sendButton')}
            </button>
            {!textsValid(texts) ? <span className="warn-text">{t('editor.needsText')}</span> : null}
          </div>
          <p role="status" className="ok-text">
            {sent ? (
              <>
                {sent.text} <Link to={itemPath('inbox', sent.id)}>{t('open')}</Link>
              </>
            ) : (
              ''
            )}
          </p>
          <ErrorText error={send.error} />
        </form>
        <PhonePreview
          kind="inbox"
          language={language}
          onLanguage={setLanguage}
          texts={texts}
          publishAt={fromLocalInput(schedule.publishAt)}
        />
      </div>
    </div>
  );
}
