import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type {
  BoAnnouncementRow,
  BoHelpTopicRow,
  BoNewsRow,
  BoPublicationStatus,
} from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAnnouncements, useHelpTopics, useNewsList } from './messages-api.ts';
import { PublicationBadge } from './status-badge.tsx';
import styles from './messages.module.css';
import { itemPath, type Section } from './paths.ts';

interface Listed {
  id: number;
  titlePt: string;
  titleEn: string;
  status: BoPublicationStatus;
  publishAt: string;
  unpublishAt: string | null;
}

/** The columns every list shares: id, titles, status, schedule and the open link. */
function useCommonColumns<T extends Listed>(section: Section) {
  const { t } = useTranslation('messages');
  const helper = createColumnHelper<T>();
  const title = (row: T) => row.titlePt || row.titleEn || t('untitled');
  return {
    id: helper.accessor((row) => row.id, {
      id: 'id',
      header: t('columns.id'),
      meta: { numeric: true },
    }),
    titles: [
      helper.accessor((row) => row.titlePt, { id: 'titlePt', header: t('columns.titlePt') }),
      helper.accessor((row) => row.titleEn, { id: 'titleEn', header: t('columns.titleEn') }),
    ],
    schedule: [
      helper.accessor((row) => row.status, {
        id: 'status',
        header: t('columns.status'),
        cell: (info) => <PublicationBadge status={info.getValue()} />,
      }),
      helper.accessor((row) => row.publishAt, {
        id: 'publishAt',
        header: t('columns.publishAt'),
        cell: (info) => <DateTime iso={info.getValue() || null} />,
      }),
      helper.accessor((row) => row.unpublishAt ?? '', {
        id: 'unpublishAt',
        header: t('columns.unpublishAt'),
        cell: (info) => <DateTime iso={info.getValue() || null} />,
      }),
    ],
    open: helper.display({
      id: 'open',
      header: t('columns.open'),
      cell: (info) => (
        <Link
          to={itemPath(section, info.row.original.id)}
          aria-label={t('openItem', { title: title(info.row.original) })}
        >
          {t('open')}
        </Link>
      ),
    }),
  };
}

function NewButton({ label, section }: { label: string; section: Section }) {
  const canWrite = useCan()('content.write');
  return canWrite ? (
    <Link className={styles.linkButton} to={itemPath(section, 'new')}>
      {label}
    </Link>
  ) : null;
}

export function AnnouncementsPage() {
  const { t } = useTranslation('messages');
  const list = useAnnouncements();
  const common = useCommonColumns<BoAnnouncementRow>('announcements');
  const helper = createColumnHelper<BoAnnouncementRow>();
  const columns: Columns<BoAnnouncementRow> = [
    common.id,
    helper.accessor('type', {
      header: t('columns.type'),
      cell: (info) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {t(`announcements.typeShort.${info.getValue()}`, { defaultValue: info.getValue() })}
        </span>
      ),
    }),
    ...common.titles,
    ...common.schedule,
    helper.accessor('reads', { header: t('columns.reads'), meta: { numeric: true } }),
    common.open,
  ];
  return (
    <div className="stack">
      <PageHeader title={t('announcements.title')}>
        <NewButton label={t('announcements.new')} section="announcements" />
      </PageHeader>
      <p className="muted">{t('announcements.otherTypes')}</p>
      <ErrorText error={list.error} />
      <DataTable
        caption={t('announcements.caption')}
        columns={columns}
        data={list.data?.rows ?? []}
        loading={list.isPending}
        csvName="announcements"
      />
    </div>
  );
}

export function HelpTopicsPage() {
  const { t } = useTranslation('messages');
  const list = useHelpTopics();
  const common = useCommonColumns<BoHelpTopicRow>('help');
  const helper = createColumnHelper<BoHelpTopicRow>();
  const columns: Columns<BoHelpTopicRow> = [
    common.id,
    helper.accessor('tag', {
      header: t('columns.tag'),
      cell: (info) => (
        <span>
          <code>{info.getValue()}</code>{' '}
          {info.row.original.legal ? <span className="badge">{t('help.legalBadge')}</span> : null}
        </span>
      ),
    }),
    helper.accessor('device', { header: t('columns.device') }),
    helper.accessor('sequence', { header: t('columns.sequence'), meta: { numeric: true } }),
    helper.accessor((row) => (row.inMenu ? t('yes') : t('no')), {
      id: 'inMenu',
      header: t('columns.inMenu'),
    }),
    ...common.titles,
    ...common.schedule,
    common.open,
  ];
  return (
    <div className="stack">
      <PageHeader title={t('help.title')}>
        <NewButton label={t('help.new')} section="help" />
      </PageHeader>
      <p className="muted">{t('help.legalHint')}</p>
      <ErrorText error={list.error} />
      <DataTable
        caption={t('help.caption')}
        columns={columns}
        data={list.data?.rows ?? []}
        loading={list.isPending}
        csvName="help-topics"
      />
    </div>
  );
}

export function NewsPage() {
  const { t } = useTranslation('messages');
  const list = useNewsList();
  const common = useCommonColumns<BoNewsRow>('news');
  const helper = createColumnHelper<BoNewsRow>();
  const columns: Columns<BoNewsRow> = [
    common.id,
    helper.accessor('art', {
      header: t('columns.art'),
      cell: (info) => t(`news.arts.${info.getValue()}`, info.getValue()),
    }),
    ...common.titles,
    ...common.schedule,
    common.open,
  ];
  return (
    <div className="stack">
      <PageHeader title={t('news.title')}>
        <NewButton label={t('news.new')} section="news" />
      </PageHeader>
      <ErrorText error={list.error} />
      <DataTable
        caption={t('news.caption')}
        columns={columns}
        data={list.data?.rows ?? []}
        loading={list.isPending}
        csvName="news"
      />
    </div>
  );
}
