import '../i18n/texts.ts';
import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  EMAIL_PATTERN,
  SECURITY_ANSWER_MAX,
  SECURITY_ANSWER_MIN,
  SECURITY_QUESTIONS_MAX,
  SECURITY_QUESTIONS_MIN,
  type MemberSession,
  type SecurityConfig,
  type SecurityQuestionCode,
} from '@app/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import {
  useBindEmail,
  useEndOtherSessions,
  useEndSession,
  useMemberSessions,
  useSecurityConfig,
  useSecurityQuestions,
  useSetSecurityQuestions,
} from '../api/member-centre-queries.ts';
import { InlineForm } from '../components/inline-form.tsx';
import { MobileForm } from '../components/mobile-form.tsx';
import { WithdrawResetForm } from '../components/withdraw-reset-form.tsx';
import { QueryState, RealAccountOnly } from '../components/states.tsx';
import { dateTimeText } from '../lib/format.ts';
import styles from '../components/member-centre.module.css';

/** Where the cashier's screens set the withdrawal password and the payee. */
export const WITHDRAW_PASSWORD_PATH = '/withdraw/password';
export const WITHDRAW_PAYEE_PATH = '/withdraw/payee';

/**
 * /m/securityCenter: each protection with its state and action (login password, withdrawal
 * password and its reset by code, payee, mobile binding by SMS code, e-mail, security
 * questions) and the member's active sessions.
 */
export function SecurityCenterPage() {
  return (
    <RealAccountOnly>
      <SecurityCenter />
    </RealAccountOnly>
  );
}

function SecurityCenter() {
  const { t } = useTranslation();
  const config = useSecurityConfig();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="security-heading">
        <h2 id="security-heading" className={styles.cardTitle}>
          {t('memberCentre.security.heading')}
        </h2>
        <QueryState query={config}>{config.data && <Rows config={config.data} />}</QueryState>
      </section>
      <Sessions />
    </div>
  );
}

function Row({
  label,
  state,
  ok,
  action,
  children,
}: {
  label: string;
  state: string;
  ok: boolean;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.secRow} aria-labelledby={id}>
      <h3 id={id} className={styles.secLabel}>
        {label}
      </h3>
      <p className={styles.secState} data-ok={ok || undefined}>
        {state}
      </p>
      {action && <div className={styles.secAction}>{action}</div>}
      {children && <div className={styles.secForm}>{children}</div>}
    </section>
  );
}

/** The inline forms of the rows (one open at a time). */
type RowForm = 'email' | 'questions' | 'mobile' | 'reset';

function Rows({ config }: { config: SecurityConfig }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<RowForm | null>(null);
  const [saved, setSaved] = useState<RowForm | null>(null);
  const label = {
    login: t('memberCentre.security.loginPassword'),
    withdrawal: t('memberCentre.security.withdrawalPassword'),
    payee: t('memberCentre.security.payee'),
    mobile: t('memberCentre.security.mobile'),
    email: t('memberCentre.security.email'),
    questions: t('memberCentre.security.questions'),
  };
  const linkAction = (text: string, name: string, to: string) => (
    <Link to={to} className={styles.smallButton} aria-label={`${text} ${name}`}>
      {text}
    </Link>
  );
  const toggle = (form: RowForm, text: string, name: string, label = `${text} ${name}`) => (
    <button
      type="button"
      className={styles.smallButton}
      aria-label={label}
      aria-expanded={open === form}
      onClick={() => {
        setSaved(null);
        setOpen(open === form ? null : form);
      }}
    >
      {text}
    </button>
  );
  const done = (form: RowForm) => {
    setOpen(null);
    setSaved(form);
  };
  const savedNotice = (form: RowForm, text = t('memberCentre.security.saved')) =>
    saved === form && (
      <p className={styles.success} role="status">
        {text}
      </p>
    );
  const { ageDays } = config.loginPassword;
  return (
    <div>
      <Row
        label={label.login}
        ok
        state={
          ageDays === 0
            ? t('memberCentre.security.passwordToday')
            : t('memberCentre.security.passwordAge', { count: ageDays })
        }
        action={linkAction(t('memberCentre.security.change'), label.login, '/changePsw')}
      />
      <Row
        label={label.withdrawal}
        ok={config.withdrawalPassword.set}
        state={t(`memberCentre.security.${config.withdrawalPassword.set ? 'set' : 'notSet'}`)}
        action={
          <>
            {linkAction(
              t(`memberCentre.security.${config.withdrawalPassword.set ? 'change' : 'setUp'}`),
              label.withdrawal,
              WITHDRAW_PASSWORD_PATH,
            )}
            {config.withdrawalPassword.set &&
              toggle(
                'reset',
                t('accountSecurity.forgotShort'),
                label.withdrawal,
                t('accountSecurity.forgot'),
              )}
          </>
        }
      >
        {open === 'reset' && (
          <WithdrawResetForm
            config={config}
            onDone={() => done('reset')}
            onCancel={() => setOpen(null)}
            onBindMobile={() => setOpen('mobile')}
          />
        )}
        {savedNotice('reset', t('accountSecurity.resetDone'))}
      </Row>
      <Row
        label={label.payee}
        ok={config.payee.bound}
        state={config.payee.bound ? config.payee.masked : t('memberCentre.security.notBound')}
        action={linkAction(
          t(`memberCentre.security.${config.payee.bound ? 'change' : 'bind'}`),
          label.payee,
          WITHDRAW_PAYEE_PATH,
        )}
      />
      <Row
        label={label.mobile}
        ok={config.mobile.bound}
        state={config.mobile.bound ? config.mobile.masked : t('memberCentre.security.notBound')}
        action={toggle(
          'mobile',
          t(`memberCentre.security.${config.mobile.bound ? 'change' : 'bind'}`),
          label.mobile,
        )}
      >
        {open === 'mobile' && (
          <MobileForm
            change={config.mobile.bound}
            onDone={() => done('mobile')}
            onCancel={() => setOpen(null)}
          />
        )}
        {savedNotice('mobile', t('accountSecurity.mobileDone'))}
      </Row>
      <Row
        label={label.email}
        ok={config.email.bound}
        state={config.email.bound ? config.email.masked : t('memberCentre.security.notBound')}
        action={toggle(
          'email',
          t(`memberCentre.security.${config.email.bound ? 'change' : 'bind'}`),
          label.email,
        )}
      >
        {open === 'email' && (
          <EmailForm onDone={() => done('email')} onCancel={() => setOpen(null)} />
        )}
        {saved === 'email' && (
          <p className={styles.success} role="status">
            {t('memberCentre.security.saved')}
          </p>
        )}
      </Row>
      <Row
        label={label.questions}
        ok={config.securityQuestions.set}
        state={
          config.securityQuestions.set
            ? t('memberCentre.security.questionsCount', { count: config.securityQuestions.count })
            : t('memberCentre.security.notSet')
        }
        action={toggle(
          'questions',
          t(`memberCentre.security.${config.securityQuestions.set ? 'change' : 'setUp'}`),
          label.questions,
        )}
      >
        {open === 'questions' && (
          <QuestionsForm onDone={() => done('questions')} onCancel={() => setOpen(null)} />
        )}
        {saved === 'questions' && (
          <p className={styles.success} role="status">
            {t('memberCentre.security.saved')}
          </p>
        )}
      </Row>
    </div>
  );
}

function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

function PasswordInput({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label className={styles.field}>
      {t('memberCentre.security.password')}
      <input
        type="password"
        autoComplete="current-password"
        value={value}
        aria-invalid={invalid || undefined}
        maxLength={128}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

function SecurityForm(props: Omit<ComponentProps<typeof InlineForm>, 'cancel' | 'save'>) {
  const { t } = useTranslation();
  return (
    <InlineForm
      {...props}
      cancel={t('memberCentre.security.cancel')}
      save={t('memberCentre.security.save')}
    />
  );
}

export function EmailForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const bind = useBindEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value)) return setProblem(t('memberCentre.security.emailInvalid'));
    if (!password) return setProblem(t('memberCentre.security.passwordRequired'));
    setProblem(null);
    bind.mutate(
      { email: value, password },
      {
        onSuccess: onDone,
        onError: (error) => setProblem(errorText(error, t('memberCentre.loadFailed'))),
      },
    );
  };
  return (
    <SecurityForm
      label={t('memberCentre.security.emailForm')}
      onSubmit={submit}
      problem={problem}
      pending={bind.isPending}
      onCancel={onCancel}
    >
      <label className={styles.field}>
        {t('memberCentre.security.emailField')}
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          maxLength={100}
          data-autofocus
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <PasswordInput value={password} onChange={setPassword} invalid={false} />
    </SecurityForm>
  );
}

interface QuestionRow {
  code: SecurityQuestionCode | '';
  answer: string;
}

/** 2 or 3 different questions, each answered with 2 to 64 characters (as the server checks). */
export function questionsValid(rows: readonly QuestionRow[]): boolean {
  const chosen = rows.filter((row) => row.code !== '');
  const codes = new Set(chosen.map((row) => row.code));
  return (
    chosen.length >= SECURITY_QUESTIONS_MIN &&
    chosen.length <= SECURITY_QUESTIONS_MAX &&
    codes.size === chosen.length &&
    chosen.every((row) => {
      const length = [...row.answer.trim().replace(/\s+/g, ' ')].length;
      return length >= SECURITY_ANSWER_MIN && length <= SECURITY_ANSWER_MAX;
    })
  );
}

export function QuestionsForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const questions = useSecurityQuestions();
  const save = useSetSecurityQuestions();
  const [rows, setRows] = useState<QuestionRow[]>(() =>
    Array.from({ length: SECURITY_QUESTIONS_MAX }, () => ({ code: '', answer: '' })),
  );
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const update = (index: number, change: Partial<QuestionRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!questionsValid(rows)) return setProblem(t('memberCentre.security.questionsInvalid'));
    if (!password) return setProblem(t('memberCentre.security.passwordRequired'));
    setProblem(null);
    const answers = rows
      .filter((row): row is QuestionRow & { code: SecurityQuestionCode } => row.code !== '')
      .map((row) => ({ questionCode: row.code, answer: row.answer }));
    save.mutate(
      { password, answers },
      {
        onSuccess: onDone,
        onError: (error) => setProblem(errorText(error, t('memberCentre.loadFailed'))),
      },
    );
  };
  return (
    <SecurityForm
      label={t('memberCentre.security.questionsForm')}
      onSubmit={submit}
      problem={problem}
      pending={save.isPending}
      onCancel={onCancel}
    >
      <p className={styles.hint}>{t('memberCentre.security.questionsHint')}</p>
      <QueryState query={questions}>
        {rows.map((row, index) => (
          <div key={index} className={styles.form}>
            <label className={styles.field}>
              {t('memberCentre.security.question', { number: index + 1 })}
              <select
                value={row.code}
                onChange={(event) =>
                  update(index, { code: event.target.value as SecurityQuestionCode | '' })
                }
              >
                <option value="">
                  {index < SECURITY_QUESTIONS_MIN
                    ? t('memberCentre.security.chooseQuestion')
                    : t('memberCentre.security.noQuestion')}
                </option>
                {questions.data?.questions.map((question) => (
                  <option key={question.code} value={question.code}>
                    {question.text}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              {t('memberCentre.security.answer', { number: index + 1 })}
              <input
                type="text"
                autoComplete="off"
                value={row.answer}
                maxLength={SECURITY_ANSWER_MAX}
                disabled={row.code === ''}
                onChange={(event) => update(index, { answer: event.target.value })}
              />
            </label>
          </div>
        ))}
      </QueryState>
      <PasswordInput value={password} onChange={setPassword} invalid={false} />
    </SecurityForm>
  );
}

function Sessions() {
  const { t } = useTranslation();
  const sessions = useMemberSessions();
  const endOthers = useEndOtherSessions();
  const [message, setMessage] = useState<string | null>(null);
  const others = sessions.data?.list.filter((session) => !session.current) ?? [];
  return (
    <section className={styles.card} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className={styles.cardTitle}>
        {t('memberCentre.security.sessions')}
      </h2>
      <p className={styles.hint}>{t('memberCentre.security.sessionsHint')}</p>
      <QueryState query={sessions}>
        <ul className={styles.list} aria-label={t('memberCentre.security.sessions')}>
          {sessions.data?.list.map((session) => (
            <SessionItem key={session.id} session={session} onEnded={setMessage} />
          ))}
        </ul>
        {others.length === 0 ? (
          <p className={styles.hint}>{t('memberCentre.security.noOthers')}</p>
        ) : (
          <button
            type="button"
            className={styles.secondary}
            disabled={endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: () => setMessage(t('memberCentre.security.ended')),
                onError: (error) => setMessage(errorText(error, t('memberCentre.loadFailed'))),
              })
            }
          >
            {t('memberCentre.security.endOthers')}
          </button>
        )}
        {message && (
          <p className={styles.success} role="status">
            {message}
          </p>
        )}
      </QueryState>
    </section>
  );
}

function SessionItem({
  session,
  onEnded,
}: {
  session: MemberSession;
  onEnded: (message: string) => void;
}) {
  const { t } = useTranslation();
  const end = useEndSession();
  const device = session.device || t('memberCentre.security.unknownDevice');
  return (
    <li className={styles.session}>
      <div>
        <p className={styles.secLabel}>
          {device}
          {session.current && (
            <span className={styles.badge}>{t('memberCentre.security.current')}</span>
          )}
        </p>
        <dl className={styles.facts}>
          <dt>{t('memberCentre.security.address')}</dt>
          <dd>{session.ip || '—'}</dd>
          <dt>{t('memberCentre.security.signedIn')}</dt>
          <dd>{dateTimeText(session.createdAt)}</dd>
          <dt>{t('memberCentre.security.lastUsed')}</dt>
          <dd>{dateTimeText(session.lastSeenAt)}</dd>
        </dl>
      </div>
      {!session.current && (
        <button
          type="button"
          className={styles.smallButton}
          aria-label={t('memberCentre.security.endSession', { device })}
          disabled={end.isPending}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => onEnded(t('memberCentre.security.ended')),
              onError: (error) => onEnded(errorText(error, t('memberCentre.loadFailed'))),
            })
          }
        >
          {t('memberCentre.security.end')}
        </button>
      )}
    </li>
  );
}
