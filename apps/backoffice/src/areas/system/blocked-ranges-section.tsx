import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BO_CONTENT_LANGUAGES,
  BO_SYSTEM_API,
  BoBlockedRanges,
  BoIpRange,
  type BoBlockedRangesBody,
} from '@app/contracts/backoffice';
import { Field } from '../../components/field.tsx';
import { SaveRow } from './save-feedback.tsx';
import { useSaveSection } from './use-system-settings.ts';

const linesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The blocked address ranges, one per line, checked here with the server's own rule. */
export function BlockedRangesSection({
  value,
  canWrite,
}: {
  value: BoBlockedRanges;
  canWrite: boolean;
}) {
  const { t } = useTranslation('system');
  const [text, setText] = useState(value.ranges.join('\n'));
  const [success, setSuccess] = useState<string | null>(null);
  const save = useSaveSection<'blockedRanges', BoBlockedRangesBody>(
    'blockedRanges',
    BO_SYSTEM_API.blockedRanges,
    BoBlockedRanges,
  );
  const ranges = linesOf(text);
  const invalid = ranges.filter((line) => !BoIpRange.safeParse(line).success);
  const dirty = ranges.join('\n') !== value.ranges.join('\n');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid.length > 0) return;
    setSuccess(null);
    save.mutate(
      { ranges },
      {
        onSuccess: (stored) => {
          setText(stored.ranges.join('\n'));
          setSuccess(t('ranges.saved'));
        },
      },
    );
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <Field
        label={t('ranges.list')}
        hint={t('ranges.hint')}
        error={invalid.length > 0 ? t('ranges.invalid', { lines: invalid.join(', ') }) : null}
      >
        {(props) => (
          <textarea
            {...props}
            rows={8}
            spellCheck={false}
            value={text}
            disabled={!canWrite}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <p className="muted">
        {t('ranges.count', { count: ranges.length })} · {t('ranges.yourIp', { ip: value.clientIp })}
      </p>
      <section className="stack" aria-labelledby="ranges-shown">
        <h3 id="ranges-shown" style={{ margin: 0 }}>
          {t('ranges.shown')}
        </h3>
        <dl className="facts">
          {BO_CONTENT_LANGUAGES.map((language) => (
            <div key={language} style={{ display: 'contents' }}>
              <dt>{t(`language.${language}`)}</dt>
              <dd>{value.message[language]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <SaveRow
        canWrite={canWrite}
        dirty={dirty}
        canSave={invalid.length === 0 && !save.isPending}
        success={success}
        error={save.error}
      />
    </form>
  );
}
