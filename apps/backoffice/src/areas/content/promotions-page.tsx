import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { BoPromotion } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { localeOf } from '../../lib/format.ts';
import { usePromotionActions, usePromotions } from './content-api.ts';
import {
  movedIds,
  RemoveDialog,
  RowActions,
  useContentColumns,
  useContentList,
} from './content-list.tsx';
import { ContentNav } from './content-nav.tsx';
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
  const english = i18n.language.startsWith('en');
  const titleOf = (promotion: BoPromotion) => (english ? promotion.title.EN : promotion.title.PT);
  const list = useContentList(actions, titleOf);
  const rows = useMemo(() => promotions.data?.promotions ?? [], [promotions.data]);

  const move = (promotion: BoPromotion, by: -1 | 1) => {
    const ids = movedIds(
      rows.map((p) => p.id),
      promotion.id,
      by,
    );
    if (!ids) return;
    list.setNotice('');
    actions.order.mutate({ ids }, { onSuccess: () => list.setNotice(t('list.ordered')) });
  };

  const shared = useContentColumns<BoPromotion>(titleOf, (promotion) => (
    <RowActions
      editTo={`/content/promotions/${promotion.id}`}
      name={titleOf(promotion)}
      enabled={promotion.enabled}
      canWrite={canWrite}
      actions={actions}
      onMove={(by) => move(promotion, by)}
      onToggle={() => list.toggle(promotion)}
      onRemove={() => list.askRemove(promotion)}
    />
  ));

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
    shared.title,
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
    ...shared.tail,
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
        {list.notice}
      </p>
      <ErrorText error={promotions.error ?? actions.enabled.error ?? actions.order.error} />
      <DataTable
        caption={t('promotions.caption')}
        columns={columns}
        data={rows}
        loading={promotions.isPending}
        csvName="promotions"
      />
      <RemoveDialog
        name={list.removing ? titleOf(list.removing) : null}
        actions={actions}
        onClose={() => list.setRemoving(null)}
        onConfirm={list.confirmRemove}
      />
    </div>
  );
}
