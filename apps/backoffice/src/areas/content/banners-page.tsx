import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { BannerGroup } from '@app/contracts';
import { BANNER_GROUP_PLACES, type BoBanner } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useBannerActions, useBanners } from './content-api.ts';
import {
  movedIds,
  RemoveDialog,
  RowActions,
  useContentColumns,
  useContentList,
} from './content-list.tsx';
import { ContentNav } from './content-nav.tsx';
import './content.css';

const column = createColumnHelper<BoBanner>();

/** Every banner of every group: what shows where, in which order, and when. */
export function BannersPage() {
  const { t, i18n } = useTranslation('content');
  const canWrite = useCan()('content.write');
  const banners = useBanners();
  const actions = useBannerActions();
  const [group, setGroup] = useState<string>('');
  const titleOf = (banner: BoBanner) =>
    i18n.language.startsWith('en') ? banner.title.EN : banner.title.PT;
  const list = useContentList(actions, titleOf);
  const all = useMemo(() => banners.data?.banners ?? [], [banners.data]);
  const rows = useMemo(
    () => (group ? all.filter((b) => b.groupName === group) : all),
    [all, group],
  );

  const move = (banner: BoBanner, by: -1 | 1) => {
    const inGroup = all.filter((b) => b.groupName === banner.groupName).map((b) => b.id);
    const ids = movedIds(inGroup, banner.id, by);
    if (!ids) return;
    list.setNotice('');
    actions.order.mutate(
      { groupName: banner.groupName, ids },
      { onSuccess: () => list.setNotice(t('list.ordered')) },
    );
  };

  const shared = useContentColumns<BoBanner>(titleOf, (banner) => (
    <RowActions
      editTo={`/content/banners/${banner.id}`}
      name={titleOf(banner)}
      enabled={banner.enabled}
      canWrite={canWrite}
      actions={actions}
      onMove={(by) => move(banner, by)}
      onToggle={() => list.toggle(banner)}
      onRemove={() => list.askRemove(banner)}
    />
  ));

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
    shared.title,
    ...shared.tail,
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
        {list.notice}
      </p>
      <ErrorText error={banners.error ?? actions.enabled.error ?? actions.order.error} />
      <DataTable
        caption={t('banners.caption')}
        columns={columns}
        data={rows}
        loading={banners.isPending}
        csvName="banners"
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
