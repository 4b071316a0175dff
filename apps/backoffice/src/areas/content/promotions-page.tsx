import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { BoPromotion } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { localeOf } from '../../lib/format.ts';
import { usePromotionActions, usePromotions } from './content-api.ts';
import { ContentNav, StateBadge } from './content-nav.tsx';
import { ScheduleText } from './schedule-text.tsx';
import './content.css';

const column = createColumnHelper<BoPromotion>();

/** The promotion's own dates, to the day (its publish window shows to the minute). */
function dateOnly(iso: string | null, language: string): string {
  return iso
    ? new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'short' }).format(new Date(iso))
    : '—';
}

/** Every promotion, in the order the site lists them. */
export function PromotionsPage() {
  const { t, i18n } = useTranslation('content');
  const canWrite = useCan()('content.write');
  const promotions = usePromotions();
  const actions = usePromotionActions();
  const [notice, setNotice] = useState('');
  const [removing, setRemoving] = useState<BoPromotion | null>(null);
  const english = i18n.language.startsWith('en');
  const titleOf = (promotion: BoPromotion) => (english ? promotion.title.EN : promotion.title.PT);
  const rows = useMemo(() => promotions.data?.promotions ?? [], [promotions.data]);

  const move = (promotion: BoPromotion, by: -1 | 1) => {
    const ids = rows.map((p) => p.id);
    const at = ids.indexOf(promotion.id);
    const to = at + by;
    if (to < 0 || to >= ids.length) return;
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    setNotice('');
    actions.order.mutate({ ids }, { onSuccess: () => setNotice(t('list.ordered')) });
  };

  const columns: Columns<BoPromotion> = [
    column.display({
      id: 'image',
      header: t('list.image'),
      cell: (info) => (
        <img
          className="content-thumb"
          src={info.row.original.shownUrl.cover[english ? 'EN' : 'PT']}
          alt=""
          loading="lazy"
        />
      ),
    }),
    column.accessor((row) => titleOf(row), {
      id: 'title',
      header: t('list.name'),
      cell: (info) => (
        <span>
          {info.row.original.title.PT}
          <br />
          <small className="muted" lang="en">
            {info.row.original.title.EN}
          </small>
        </span>
      ),
    }),
    column.accessor('category', {
      header: t('list.category'),
      cell: (info) => t(`categories.${info.getValue()}`, { defaultValue: info.getValue() }),
    }),
    column.accessor('startDate', {
      header: t('list.dates'),
      cell: (info) => (
        <span>
          {dateOnly(info.getValue(), i18n.language)}
          <br />
          {info.row.original.noExpiry
            ? t('list.longTerm')
            : dateOnly(info.row.original.endDate, i18n.language)}
        </span>
      ),
    }),
    column.accessor('sequence', { header: t('list.order'), meta: { numeric: true } }),
    column.accessor('state', {
      header: t('list.state'),
      cell: (info) => <StateBadge state={info.getValue()} />,
    }),
    column.display({
      id: 'schedule',
      header: t('list.schedule'),
      cell: (info) => (
        <ScheduleText from={info.row.original.publishAt} until={info.row.original.unpublishAt} />
      ),
    }),
    column.display({
      id: 'actions',
      header: t('list.actions'),
      cell: (info) => {
        const promotion = info.row.original;
        const name = titleOf(promotion);
        return (
          <div className="content-actions">
            <Link
              to={`/content/promotions/${promotion.id}`}
              aria-label={t('list.editNamed', { name })}
            >
              {t('list.edit')}
            </Link>
            {canWrite ? (
              <>
                <button
                  type="button"
                  className="ghost"
                  aria-label={t('list.upNamed', { name })}
                  disabled={actions.order.isPending}
                  onClick={() => move(promotion, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="ghost"
                  aria-label={t('list.downNamed', { name })}
                  disabled={actions.order.isPending}
                  onClick={() => move(promotion, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="secondary"
                  aria-label={t(promotion.enabled ? 'list.unpublishNamed' : 'list.publishNamed', {
                    name,
                  })}
                  disabled={actions.enabled.isPending}
                  onClick={() => {
                    setNotice('');
                    actions.enabled.mutate(
                      { id: promotion.id, enabled: !promotion.enabled },
                      {
                        onSuccess: () =>
                          setNotice(
                            t(promotion.enabled ? 'list.unpublished' : 'list.published', { name }),
                          ),
                      },
                    );
                  }}
                >
                  {promotion.enabled ? t('list.unpublish') : t('list.publish')}
                </button>
                <button
                  type="button"
                  className="danger"
                  aria-label={t('list.removeNamed', { name })}
                  onClick={() => {
                    actions.remove.reset();
                    setRemoving(promotion);
                  }}
                >
                  {t('list.remove')}
                </button>
              </>
            ) : null}
          </div>
        );
      },
    }),
  ];

  return (
    <div className="stack">
      <PageHeader title={t('promotions.title')}>
        {canWrite ? (
          <Link className="link-button" to="/content/promotions/new">
            {t('promotions.new')}
          </Link>
        ) : null}
      </PageHeader>
      <ContentNav />
      <p role="status" className="ok-text">
        {notice}
      </p>
      <ErrorText error={promotions.error ?? actions.enabled.error ?? actions.order.error} />
      <DataTable
        caption={t('promotions.caption')}
        columns={columns}
        data={rows}
        loading={promotions.isPending}
        csvName="promotions"
      />
      <Dialog
        title={t('list.removeTitle', { name: removing ? titleOf(removing) : '' })}
        open={removing !== null}
        onClose={() => setRemoving(null)}
      >
        <div className="stack">
          <p>{t('list.removeText')}</p>
          <ErrorText error={actions.remove.error} />
          <div className="row end">
            <button type="button" className="secondary" onClick={() => setRemoving(null)}>
              {t('common:cancel')}
            </button>
            <button
              type="button"
              className="danger"
              disabled={actions.remove.isPending}
              onClick={() => {
                const target = removing;
                if (!target) return;
                actions.remove.mutate(target.id, {
                  onSuccess: () => {
                    setRemoving(null);
                    setNotice(t('list.removed', { name: titleOf(target) }));
                  },
                });
              }}
            >
              {t('list.remove')}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
