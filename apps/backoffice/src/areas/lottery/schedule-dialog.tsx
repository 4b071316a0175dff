import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoLotteryGame } from '@app/contracts/backoffice';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { FormButtons } from '../../components/form-dialog.tsx';
import { ReasonField } from '../../components/reason-dialog.tsx';
import { useUpdateGame } from './lottery-api.ts';
import { offsetText } from './schedule-text.ts';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * A game's schedule editor: on/off, the sale window (lock seconds) and the draw times (days and
 * time for a trad game, interval for an ent game), with a reason. The server applies the rules
 * (future draws only; draw times only with the game off and no pending bets) and says why not.
 */
export function ScheduleDialog({
  game,
  name,
  onClose,
  onSaved,
}: {
  game: BoLotteryGame;
  name: string;
  onClose: () => void;
  onSaved: (game: BoLotteryGame) => void;
}) {
  const { t } = useTranslation('lottery');
  const update = useUpdateGame(game.gameId);
  const [enabled, setEnabled] = useState(game.enabled);
  const [lockText, setLockText] = useState(String(game.lockSeconds));
  const [days, setDays] = useState<number[]>(game.drawDays);
  const [drawTime, setDrawTime] = useState(game.drawTime ?? '');
  const [intervalText, setIntervalText] = useState(String(game.intervalMinutes ?? ''));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);

  const trad = game.playType === 'trad';
  const lockSeconds = Number(lockText);
  const interval = Number(intervalText);
  const lockInvalid = !/^\d+$/.test(lockText) || lockSeconds > 86_400;
  const intervalInvalid = !trad && (!/^\d+$/.test(intervalText) || interval < 1 || interval > 1440);
  const timeInvalid = trad && !/^([01]\d|2[0-3]):[0-5]\d$/.test(drawTime);
  const daysInvalid = days.length === 0;
  const reasonInvalid = reason.trim().length < 3;
  const sortedDays = [...days].sort((a, b) => a - b);
  const timingChanged =
    sortedDays.join(',') !== game.drawDays.join(',') ||
    (trad ? drawTime !== game.drawTime : interval !== game.intervalMinutes);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (lockInvalid || intervalInvalid || timeInvalid || daysInvalid || reasonInvalid) return;
    update.mutate(
      {
        enabled,
        lockSeconds,
        drawDays: sortedDays,
        drawTime: trad ? drawTime : null,
        intervalMinutes: trad ? null : interval,
        reason: reason.trim(),
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <Dialog title={t('editor.title', { name })} open onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <p className="muted">{t('editor.rules')}</p>
        <p className="muted">{t('games.clock', { offset: offsetText(game.utcOffset) })}</p>
        <label className="inline">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          {t('editor.enabled')}
        </label>
        <Field
          label={t('editor.lockSeconds')}
          error={touched && lockInvalid ? t('editor.lockSeconds') : null}
        >
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              value={lockText}
              onChange={(e) => setLockText(e.target.value.trim())}
            />
          )}
        </Field>
        <fieldset className="row">
          <legend>{t('editor.drawDays')}</legend>
          {DAYS.map((day) => (
            <label key={day} className="inline">
              <input
                type="checkbox"
                checked={days.includes(day)}
                onChange={(e) =>
                  setDays((current) =>
                    e.target.checked ? [...current, day] : current.filter((d) => d !== day),
                  )
                }
              />
              {t(`daysLong.${day}`)}
            </label>
          ))}
          {touched && daysInvalid ? (
            <span className="field-error">{t('editor.daysRequired')}</span>
          ) : null}
        </fieldset>
        {trad ? (
          <Field
            label={t('editor.drawTime')}
            error={touched && timeInvalid ? t('editor.drawTime') : null}
          >
            {(props) => (
              <input
                {...props}
                type="time"
                value={drawTime}
                onChange={(e) => setDrawTime(e.target.value)}
              />
            )}
          </Field>
        ) : (
          <Field
            label={t('editor.interval')}
            error={touched && intervalInvalid ? t('editor.interval') : null}
          >
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                value={intervalText}
                onChange={(e) => setIntervalText(e.target.value.trim())}
              />
            )}
          </Field>
        )}
        {timingChanged && enabled ? (
          <p className="warn-text" role="alert">
            {t('editor.timingNeedsOff')}
          </p>
        ) : null}
        <ReasonField value={reason} invalid={touched && reasonInvalid} onChange={setReason} />
        <FormButtons
          error={update.error}
          disabled={update.isPending}
          submitLabel={t('editor.save')}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
