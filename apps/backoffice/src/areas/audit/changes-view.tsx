import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '@app/contracts/backoffice';
import { Dialog } from '../../components/dialog.tsx';
import { DateTime } from '../../components/format.tsx';
import styles from './audit.module.css';

/**
 * An audit row's values before and after, opened from its row: field by field when both are
 * objects (changed fields marked), else the two JSON values as they were recorded. A dialog
 * rather than a cell that grows, so a wide value never pushes the results off the screen.
 */
type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const show = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);

export function ChangesButton({ row }: { row: AuditRow }) {
  const { t } = useTranslation('audit');
  const [open, setOpen] = useState(false);
  if (row.before === null && row.after === null) {
    return <span className="muted">{t('nothing')}</span>;
  }
  return (
    <>
      <button
        type="button"
        className="secondary"
        aria-haspopup="dialog"
        aria-label={t('showLabel', { id: row.id })}
        onClick={() => setOpen(true)}
      >
        {t('show')}
      </button>
      {open ? (
        <Dialog title={t('changeTitle', { id: row.id })} open onClose={() => setOpen(false)}>
          <ChangesView row={row} />
        </Dialog>
      ) : null}
    </>
  );
}

export function ChangesView({ row }: { row: AuditRow }) {
  const { t } = useTranslation('audit');
  const { before, after } = row;
  const objects = (before === null || isPlain(before)) && (after === null || isPlain(after));
  return (
    <div className="stack">
      <dl className="facts">
        <dt>{t('columns.at')}</dt>
        <dd>
          <DateTime iso={row.at} seconds />
        </dd>
        <dt>{t('columns.operator')}</dt>
        <dd>
          {row.operatorName}
          {row.operatorId !== null ? ` #${row.operatorId}` : ''} ·{' '}
          {t(`via.${row.via}`, { defaultValue: row.via })} · {row.ip}
        </dd>
        <dt>{t('columns.action')}</dt>
        <dd>
          <code>{row.action}</code>
        </dd>
        <dt>{t('columns.target')}</dt>
        <dd>
          {row.targetType}:{row.targetId}
        </dd>
        <dt>{t('columns.reason')}</dt>
        <dd>{row.reason ?? '—'}</dd>
      </dl>
      <div className={styles.scroll}>
        {objects ? (
          <FieldTable id={row.id} before={(before ?? {}) as Plain} after={(after ?? {}) as Plain} />
        ) : (
          <table className={styles.changes}>
            <caption>{t('changesCaption', { id: row.id })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('before')}</th>
                <th scope="col">{t('after')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  <pre className={styles.json}>{show(before)}</pre>
                </td>
                <td>
                  <pre className={styles.json}>{show(after)}</pre>
                </td>
              </tr>
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}

function FieldTable({ id, before, after }: { id: number; before: Plain; after: Plain }) {
  const { t } = useTranslation('audit');
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <table className={styles.changes}>
      <caption>{t('changesCaption', { id })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('field')}</th>
          <th scope="col">{t('before')}</th>
          <th scope="col">{t('after')}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => {
          const changed = JSON.stringify(before[key]) !== JSON.stringify(after[key]);
          return (
            <tr key={key} className={changed ? styles.changed : undefined}>
              <th scope="row">
                {key}
                {changed ? <span className={styles.hidden}> ({t('changed')})</span> : null}
              </th>
              <td>
                <pre className={styles.json}>{show(before[key])}</pre>
              </td>
              <td>
                <pre className={styles.json}>{show(after[key])}</pre>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
