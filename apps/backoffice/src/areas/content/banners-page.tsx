import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { BannerGroup } from '@app/contracts';
import { BANNER_GROUP_PLACES, type BoBanner } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useBannerActions, useBanners } from './content-api.ts';
import { ContentNav, StateBadge } from './content-nav.tsx';
import { ScheduleText } from './schedule-text.tsx';
import './content.css';

const column = createColumnHelper<BoBanner>();

/** Every banner of every group: what shows where, in which order, and when. */
export function BannersPage() {
  const { t, i18n } = useTranslation('content');
  const canWrite = useCan()('content.write');
  const banners = useBanners();
  const actions = useBannerActions();
  const [group, setGroup] = useState<string>('');
  const [notice, setNotice] = useState('');
  const [removing, setRemoving] = useState<BoBanner | null>(null);
  const titleOf = (banner: BoBanner) =>
    i18n.language.startsWith('en') ? banner.title.EN : banner.title.PT;
  const all = useMemo(() => banners.data?.banners ?? [], [banners.data]);
  const rows = useMemo(
    () => (group ? all.filter((b) => b.groupName === group) : all),
    [all, group],
  );

  const move = (banner: BoBanner, by: -1 | 1) => {
    const ids = all.filter((b) => b.groupName === banner.groupName).map((b) => b.id);
    const at = ids.indexOf(banner.id);
    const to = at + by;
    if (to < 0 || to >= ids.length) return;
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    setNotice('');
    actions.order.mutate(
      { groupName: banner.groupName, ids },
      { onSuccess: () => setNotice(t('list.ordered')) },
    );
  };

  const columns: Columns<BoBanner> = [
    column.display({
      id: 'image',
      header: t('list.image'),
      cell: (info) => (
        <img
          className="content-thumb"
          src={info.row.original.shownUrl[i18n.language.startsWith('en') ? 'EN' : 'PT']}
          alt=""
          loading="lazy"
        />
      ),
    }),
    column.accessor('groupName', {
      header: t('list.group'),
      cell: (info) => {
        const name = info.row.original.groupName;
        return (
          <span>
            {t(`groups.${name}`)}
            <br />
            <small className="muted">
              {name} · {BANNER_GROUP_PLACES[name]}
            </small>
          </span>
        );
      },
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
        const banner = info.row.original;
        const name = titleOf(banner);
        return (
          <div className="content-actions">
            <Link to={`/content/banners/${banner.id}`} aria-label={t('list.editNamed', { name })}>
              {t('list.edit')}
            </Link>
            {canWrite ? (
              <>
                <button
                  type="button"
                  className="ghost"
                  aria-label={t('list.upNamed', { name })}
                  disabled={actions.order.isPending}
                  onClick={() => move(banner, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="ghost"
                  aria-label={t('list.downNamed', { name })}
                  disabled={actions.order.isPending}
                  onClick={() => move(banner, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="secondary"
                  aria-label={t(banner.enabled ? 'list.unpublishNamed' : 'list.publishNamed', {
                    name,
                  })}
                  disabled={actions.enabled.isPending}
                  onClick={() => {
                    setNotice('');
                    actions.enabled.mutate(
                      { id: banner.id, enabled: !banner.enabled },
                      {
                        onSuccess: () =>
                          setNotice(
                            t(banner.enabled ? 'list.unpublished' : 'list.published', { name }),
                          ),
                      },
                    );
                  }}
                >
                  {banner.enabled ? t('list.unpublish') : t('list.publish')}
                </button>
                <button
                  type="button"
                  className="danger"
                  aria-label={t('list.removeNamed', { name })}
                  onClick={() => {
                    actions.remove.reset();
                    setRemoving(banner);
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
      <PageHeader title={t('banners.title')}>
        {canWrite ? (
          <Link className="link-button" to="/content/banners/new">
            {t('banners.new')}
          </Link>
        ) : null}
      </PageHeader>
      <ContentNav />
      <div className="row">
        <Field label={t('list.filterGroup')}>
          {(props) => (
            <select {...props} value={group} onChange={(event) => setGroup(event.target.value)}>
              <option value="">{t('list.allGroups')}</option>
              {BannerGroup.options.map((name) => (
                <option key={name} value={name}>
                  {t(`groups.${name}`)} ({name})
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <p role="status" className="ok-text">
        {notice}
      </p>
      <ErrorText error={banners.error ?? actions.enabled.error ?? actions.order.error} />
      <DataTable
        caption={t('banners.caption')}
        columns={columns}
        data={rows}
        loading={banners.isPending}
        csvName="banners"
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
