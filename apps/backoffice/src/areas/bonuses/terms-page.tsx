import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { BoPromotionTermsRow } from '@app/contracts/backoffice';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { money } from '../../lib/format.ts';
import { BonusesNav } from './area-nav.tsx';
import { usePromotionTermsList } from './bonuses-api.ts';
import { PromotionTermsEditor } from './terms-form.tsx';

const helper = createColumnHelper<BoPromotionTermsRow>();

/** The promotion's title in the operator's language. */
function useTitle() {
  const { i18n } = useTranslation();
  return (row: BoPromotionTermsRow) =>
    (i18n.language.startsWith('en') ? row.title.EN : row.title.PT) || row.code;
}

/** /bo/bonuses/terms: the deposit promotions and their bonus terms. */
export function TermsPage() {
  const { t, i18n } = useTranslation('bonuses');
  const list = usePromotionTermsList();
  const title = useTitle();
  const amount = (cents: number) => money(cents, i18n.language);
  const columns: Columns<BoPromotionTermsRow> = [
    helper.accessor((row) => title(row), {
      id: 'promotion',
      header: t('terms.columns.promotion'),
      cell: (info) => (
        <span>
          {info.getValue()} <small className="muted">{info.row.original.code}</small>
        </span>
      ),
    }),
    helper.accessor('enabled', {
      header: t('terms.columns.enabled'),
      cell: (info) => (info.getValue() ? t('terms.yes') : t('terms.no')),
    }),
    helper.accessor((row) => row.terms?.percentBp ?? 0, {
      id: 'bonus',
      header: t('terms.columns.bonus'),
      cell: (info) => {
        const terms = info.row.original.terms;
        return terms
          ? t('terms.summary', {
              percent: (terms.percentBp / 100).toLocaleString(i18n.language),
              max: amount(terms.maxBonusCents),
              min: amount(terms.minDepositCents),
            })
          : t('terms.none');
      },
    }),
    helper.accessor((row) => row.terms?.wageringMultiple ?? 0, {
      id: 'wagering',
      header: t('terms.columns.wagering'),
      cell: (info) => {
        const terms = info.row.original.terms;
        return terms
          ? t('terms.wageringSummary', {
              multiple: terms.wageringMultiple,
              base: t(`terms.bases.${terms.wageringBase}`),
            })
          : '—';
      },
    }),
    helper.accessor((row) => row.terms?.maxBetCents ?? 0, {
      id: 'maxBet',
      header: t('terms.columns.maxBet'),
      cell: (info) => (info.row.original.terms ? amount(info.getValue()) : '—'),
      meta: { numeric: true },
    }),
    helper.display({
      id: 'edit',
      header: t('terms.columns.edit'),
      cell: (info) => (
        <Link
          to={`/bonuses/terms/${info.row.original.promotionId}`}
          aria-label={t('terms.edit', { name: title(info.row.original) })}
        >
          {t('terms.columns.edit')}
        </Link>
      ),
    }),
  ];
  return (
    <div className="stack">
      <PageHeader title={t('terms.title')} />
      <BonusesNav />
      <p className="muted">{t('terms.intro')}</p>
      {list.isError ? <ErrorText error={list.error} /> : null}
      <DataTable
        caption={t('terms.list')}
        columns={columns}
        data={list.data?.promotions ?? []}
        loading={list.isFetching}
        csvName="bonus-terms"
        emptyText={t('terms.empty')}
      />
    </div>
  );
}

/** /bo/bonuses/terms/:id: one deposit promotion's bonus terms. */
export function TermsEditPage() {
  const { t } = useTranslation('bonuses');
  const id = Number(useParams().id);
  const list = usePromotionTermsList();
  const title = useTitle();
  const row = list.data?.promotions.find((promotion) => promotion.promotionId === id);
  const name = row ? title(row) : `#${id}`;
  return (
    <div className="stack">
      <PageHeader title={t('terms.editTitle', { name })}>
        <Link to="/bonuses/terms">{t('back')}</Link>
      </PageHeader>
      <BonusesNav />
      <PromotionTermsEditor promotionId={id} name={name} />
    </div>
  );
}
