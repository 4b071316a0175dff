import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoMemberProfile } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { Dialog } from '../../components/dialog.tsx';
import { FormButtons } from '../../components/form-dialog.tsx';
import { Field } from '../../components/field.tsx';
import { ReasonDialog, ReasonField } from '../../components/reason-dialog.tsx';
import { money, parseAmount } from '../../lib/format.ts';
import { useAddNote, useAdjust, useLock, useSendMessage, useUnlock } from './members-api.ts';

type Open = 'lock' | 'unlock' | 'adjust' | 'message' | 'note' | null;

/**
 * What an operator does to a member, each shown only to a role the server lets do it: lock or
 * unlock (with a reason), adjust the balance (four-eyes above the limit), send a message to the
 * inbox and add a note. `onDone` announces the outcome on the page.
 */
export function MemberActions({
  profile,
  onDone,
}: {
  profile: BoMemberProfile;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation('members');
  const can = useCan();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const lock = useLock(profile.id);
  const unlock = useUnlock(profile.id);
  return (
    <>
      {can('members.write') ? (
        profile.locked ? (
          <button type="button" className="secondary" onClick={() => setOpen('unlock')}>
            {t('actions.unlock')}
          </button>
        ) : (
          <button type="button" className="danger" onClick={() => setOpen('lock')}>
            {t('actions.lock')}
          </button>
        )
      ) : null}
      {can('members.adjust') ? (
        <button type="button" onClick={() => setOpen('adjust')}>
          {t('actions.adjust')}
        </button>
      ) : null}
      {can('members.message') ? (
        <button type="button" className="secondary" onClick={() => setOpen('message')}>
          {t('actions.message')}
        </button>
      ) : null}
      {can('members.write') ? (
        <button type="button" className="secondary" onClick={() => setOpen('note')}>
          {t('notes.add')}
        </button>
      ) : null}

      <ReasonDialog
        title={t('actions.lock')}
        open={open === 'lock'}
        confirmLabel={t('actions.lockConfirm')}
        busy={lock.isPending}
        error={lock.error}
        onClose={() => {
          lock.reset();
          close();
        }}
        onConfirm={(reason) =>
          lock.mutate(reason, {
            onSuccess: (value) => {
              onDone(t('actions.locked', { count: value.endedSessions }));
              close();
            },
          })
        }
      >
        <p>{t('actions.lockIntro')}</p>
      </ReasonDialog>
      <ReasonDialog
        title={t('actions.unlock')}
        open={open === 'unlock'}
        confirmLabel={t('actions.unlockConfirm')}
        busy={unlock.isPending}
        error={unlock.error}
        onClose={() => {
          unlock.reset();
          close();
        }}
        onConfirm={(reason) =>
          unlock.mutate(reason, {
            onSuccess: () => {
              onDone(t('actions.unlocked'));
              close();
            },
          })
        }
      />
      <Dialog title={t('adjust.title')} open={open === 'adjust'} onClose={close}>
        <AdjustForm profile={profile} onClose={close} onDone={onDone} />
      </Dialog>
      <Dialog title={t('message.title')} open={open === 'message'} onClose={close}>
        <MessageForm memberId={profile.id} onClose={close} onDone={onDone} />
      </Dialog>
      <Dialog title={t('notes.add')} open={open === 'note'} onClose={close}>
        <NoteForm memberId={profile.id} onClose={close} onDone={onDone} />
      </Dialog>
    </>
  );
}

interface FormProps {
  onClose: () => void;
  onDone: (notice: string) => void;
}

const newRequestId = () => crypto.randomUUID();

/**
 * A credit or debit with its reason. The request id is made when the form opens and again
 * whenever the amount or direction changes: a double click or a retry of the same adjustment
 * applies it once, a different one is a new request.
 */
function AdjustForm({ profile, onClose, onDone }: FormProps & { profile: BoMemberProfile }) {
  const { t, i18n } = useTranslation('members');
  const adjust = useAdjust(profile.id);
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [touched, setTouched] = useState(false);
  const amount = parseAmount(amountText);
  const amountInvalid = amount === null || amount <= 0;
  const reasonInvalid = reason.trim().length < 3;
  const limit = profile.fourEyesAdjustmentCents;
  const aboveLimit = !amountInvalid && amount > limit;
  const overBalance =
    !amountInvalid && direction === 'debit' && amount > profile.balances.cashCents;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amountInvalid || reasonInvalid) return;
    adjust.mutate(
      { direction, amountCents: amount, reason: reason.trim(), requestId },
      {
        onSuccess: (value) => {
          onDone(
            value.outcome === 'applied'
              ? t('adjust.applied', { amount: money(value.balanceCents, i18n.language) })
              : t('adjust.awaiting', { id: value.approvalId }),
          );
          onClose();
        },
      },
    );
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p className="muted">
        {t('adjust.current', { amount: money(profile.balances.cashCents, i18n.language) })}
      </p>
      <fieldset className="row" style={{ border: 'none', padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600 }}>{t('adjust.direction')}</legend>
        {(['credit', 'debit'] as const).map((option) => (
          <label key={option} className="inline">
            <input
              type="radio"
              name="direction"
              value={option}
              checked={direction === option}
              onChange={() => {
                setDirection(option);
                setRequestId(newRequestId());
              }}
            />
            {t(`adjust.${option}`)}
          </label>
        ))}
      </fieldset>
      <Field
        label={t('adjust.amount')}
        hint={t('adjust.amountHint')}
        error={touched && amountInvalid ? t('adjust.amountInvalid') : null}
      >
        {(props) => (
          <input
            {...props}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(e) => {
              setAmountText(e.target.value);
              setRequestId(newRequestId());
            }}
          />
        )}
      </Field>
      <p className="muted">{t('adjust.limit', { amount: money(limit, i18n.language) })}</p>
      {aboveLimit ? (
        <p className="warn-text" role="status">
          {t('adjust.aboveLimit')}
        </p>
      ) : null}
      {overBalance ? (
        <p className="error-text" role="status">
          {t('adjust.overBalance')}
        </p>
      ) : null}
      <ReasonField value={reason} invalid={touched && reasonInvalid} onChange={setReason} />
      <FormButtons
        error={adjust.error}
        disabled={adjust.isPending}
        submitLabel={t('adjust.submit')}
        onCancel={onClose}
      />
    </form>
  );
}

function MessageForm({ memberId, onClose, onDone }: FormProps & { memberId: number }) {
  const { t } = useTranslation('members');
  const send = useSendMessage(memberId);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !content.trim()) return;
    send.mutate(
      { title: title.trim(), content: content.trim() },
      {
        onSuccess: () => {
          onDone(t('message.sent'));
          onClose();
        },
      },
    );
  };
  return (
    <form className="stack" onSubmit={submit}>
      <Field label={t('message.subject')}>
        {(props) => (
          <input
            {...props}
            required
            maxLength={200}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('message.content')} hint={t('message.contentHint')}>
        {(props) => (
          <textarea
            {...props}
            required
            rows={6}
            maxLength={5000}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        )}
      </Field>
      <FormButtons
        error={send.error}
        disabled={send.isPending || !title.trim() || !content.trim()}
        submitLabel={t('message.send')}
        onCancel={onClose}
      />
    </form>
  );
}

function NoteForm({ memberId, onClose, onDone }: FormProps & { memberId: number }) {
  const { t } = useTranslation('members');
  const add = useAddNote(memberId);
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    add.mutate(body.trim(), {
      onSuccess: () => {
        onDone(t('notes.added'));
        onClose();
      },
    });
  };
  return (
    <form className="stack" onSubmit={submit}>
      <Field label={t('notes.body')}>
        {(props) => (
          <textarea
            {...props}
            required
            rows={4}
            maxLength={2000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        )}
      </Field>
      <FormButtons
        error={add.error}
        disabled={add.isPending || !body.trim()}
        submitLabel={t('notes.add')}
        onCancel={onClose}
      />
    </form>
  );
}
