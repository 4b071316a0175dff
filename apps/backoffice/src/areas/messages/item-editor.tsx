import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  BO_ANNOUNCEMENT_TYPES,
  BO_HELP_DEVICES,
  BO_NEWS_ART,
  type BoAnnouncement,
  type BoAnnouncementType,
  type BoHelpTopic,
  type BoMessageLanguage,
  type BoNews,
} from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import {
  useAnnouncement,
  useHelpTopic,
  useNewsItem,
  useSaveAnnouncement,
  useSaveHelpTopic,
  useSaveNews,
  type ItemKind,
} from './messages-api.ts';
import { PhonePreview, type PreviewKind } from './phone-preview.tsx';
import { fromLocalInput, nowLocal, scheduleError, toLocalInput } from './schedule.ts';
import { ScheduleFields } from './schedule-fields.tsx';
import { PublicationBadge } from './status-badge.tsx';
import { emptyTexts, textsValid, TextsEditor, type Texts } from './texts-editor.tsx';
import styles from './messages.module.css';
import { itemPath, sectionPath, type Section } from './paths.ts';

const SECTION: Record<ItemKind, Section> = {
  announcements: 'announcements',
  help: 'help',
  news: 'news',
};

/** Everything the three editors edit; each kind uses its own part. */
interface Draft {
  type: BoAnnouncementType;
  tag: string;
  device: (typeof BO_HELP_DEVICES)[number];
  sequence: number;
  inMenu: boolean;
  art: (typeof BO_NEWS_ART)[number];
  enabled: boolean;
  publishAt: string;
  unpublishAt: string;
  texts: Texts;
}

const blank = (kind: ItemKind): Draft => ({
  type: 'PL',
  tag: '',
  device: 'MOBILE',
  sequence: 10,
  inMenu: true,
  art: 'promo',
  enabled: true,
  publishAt: nowLocal(),
  unpublishAt: '',
  texts: emptyTexts(kind === 'news'),
});

function draftOf(kind: ItemKind, item: BoAnnouncement | BoHelpTopic | BoNews): Draft {
  const base = blank(kind);
  const schedule = {
    enabled: item.enabled,
    publishAt: toLocalInput(item.publishAt) || nowLocal(),
    unpublishAt: toLocalInput(item.unpublishAt),
    texts: item.texts as Texts,
  };
  if ('tag' in item) {
    return {
      ...base,
      ...schedule,
      tag: item.tag,
      device: item.device as Draft['device'],
      sequence: item.sequence,
      inMenu: item.inMenu,
    };
  }
  if ('art' in item) return { ...base, ...schedule, art: item.art as Draft['art'] };
  return { ...base, ...schedule, type: item.type as BoAnnouncementType };
}

/** One announcement, help topic or news item: loads it, then its form (a new one: blank). */
export function ItemEditor({ kind }: { kind: ItemKind }) {
  const { t } = useTranslation('messages');
  const { id: idParam } = useParams();
  const id = idParam === 'new' || idParam === undefined ? null : Number(idParam);
  const announcement = useAnnouncement(kind === 'announcements' ? id : null);
  const help = useHelpTopic(kind === 'help' ? id : null);
  const news = useNewsItem(kind === 'news' ? id : null);
  const loaded = kind === 'announcements' ? announcement : kind === 'help' ? help : news;
  const [success, setSuccess] = useState<string | null>(null);
  const section = SECTION[kind];
  const title = id === null ? t(`${kind}.newTitle`) : t(`${kind}.editTitle`, { id });
  return (
    <div className="stack">
      <PageHeader title={title}>
        <Link to={sectionPath(section)}>{t('back')}</Link>
      </PageHeader>
      <ErrorText error={loaded.error} />
      {id === null || loaded.data ? (
        <ItemForm
          // A fresh form for each stored version (after a save the item reloads).
          key={`${id ?? 'new'}-${loaded.dataUpdatedAt}`}
          kind={kind}
          id={id}
          title={title}
          item={loaded.data ?? null}
          success={success}
          onSuccess={setSuccess}
        />
      ) : (
        <p className="muted">{t('common:loading')}</p>
      )}
    </div>
  );
}

function ItemForm({
  kind,
  id,
  title,
  item,
  success,
  onSuccess: setSuccess,
}: {
  kind: ItemKind;
  id: number | null;
  title: string;
  item: BoAnnouncement | BoHelpTopic | BoNews | null;
  success: string | null;
  onSuccess: (text: string | null) => void;
}) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const canWrite = useCan()('content.write');
  const saveAnnouncement = useSaveAnnouncement();
  const saveHelp = useSaveHelpTopic();
  const saveNews = useSaveNews();
  const save = kind === 'announcements' ? saveAnnouncement : kind === 'help' ? saveHelp : saveNews;
  const [stored] = useState<Draft | null>(() => (item ? draftOf(kind, item) : null));
  const [draft, setDraft] = useState<Draft>(() => stored ?? blank(kind));
  const [language, setLanguage] = useState<BoMessageLanguage>('PT');

  const set = (change: Partial<Draft>) => {
    setSuccess(null);
    setDraft({ ...draft, ...change });
  };
  const dirty = stored === null || JSON.stringify(stored) !== JSON.stringify(draft);
  const valid =
    textsValid(draft.texts) &&
    fromLocalInput(draft.publishAt) !== null &&
    scheduleError(draft.publishAt, draft.unpublishAt) === null &&
    (kind !== 'help' || /^[a-z0-9_-]{1,32}$/.test(draft.tag));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const schedule = {
      enabled: draft.enabled,
      publishAt: fromLocalInput(draft.publishAt)!,
      unpublishAt: fromLocalInput(draft.unpublishAt),
      texts: draft.texts as Required<Texts>,
    };
    const onSuccess = (saved: { id: number }) => {
      setSuccess(t('saved'));
      if (id === null) navigate(itemPath(SECTION[kind], saved.id), { replace: true });
    };
    if (kind === 'announcements') {
      saveAnnouncement.mutate({ id, body: { ...schedule, type: draft.type } }, { onSuccess });
    } else if (kind === 'help') {
      saveHelp.mutate(
        {
          id,
          body: {
            ...schedule,
            tag: draft.tag,
            device: draft.device,
            sequence: draft.sequence,
            inMenu: draft.inMenu,
          },
        },
        { onSuccess },
      );
    } else {
      saveNews.mutate({ id, body: { ...schedule, art: draft.art } }, { onSuccess });
    }
  };

  const previewKind: PreviewKind =
    kind === 'announcements' ? draft.type : kind === 'help' ? 'help' : 'news';
  return (
    <div className={styles.layout}>
      <form className="card stack" onSubmit={submit} aria-label={title}>
        {item ? (
          <div className="row">
            <PublicationBadge status={item.status} />
            <span className="muted">{item.code}</span>
          </div>
        ) : null}
        {kind === 'announcements' ? (
          <>
            <Field label={t('announcements.type')} hint={t('announcements.otherTypes')}>
              {(props) => (
                <select
                  {...props}
                  value={draft.type}
                  disabled={!canWrite}
                  onChange={(event) => set({ type: event.target.value as BoAnnouncementType })}
                >
                  {BO_ANNOUNCEMENT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`announcements.types.${type}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </>
        ) : null}
        {kind === 'help' ? (
          <div className="grid">
            <Field label={t('help.tag')} hint={t('help.tagHint')}>
              {(props) => (
                <input
                  {...props}
                  required
                  pattern="[a-z0-9_-]{1,32}"
                  value={draft.tag}
                  disabled={!canWrite}
                  onChange={(event) => set({ tag: event.target.value })}
                />
              )}
            </Field>
            <Field label={t('help.device')}>
              {(props) => (
                <select
                  {...props}
                  value={draft.device}
                  disabled={!canWrite}
                  onChange={(event) => set({ device: event.target.value as Draft['device'] })}
                >
                  {BO_HELP_DEVICES.map((device) => (
                    <option key={device} value={device}>
                      {device}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('help.sequence')}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  min={0}
                  max={9999}
                  value={draft.sequence}
                  disabled={!canWrite}
                  onChange={(event) => set({ sequence: Number(event.target.value) || 0 })}
                />
              )}
            </Field>
          </div>
        ) : null}
        {kind === 'news' ? (
          <Field label={t('news.art')}>
            {(props) => (
              <select
                {...props}
                value={draft.art}
                disabled={!canWrite}
                onChange={(event) => set({ art: event.target.value as Draft['art'] })}
              >
                {BO_NEWS_ART.map((art) => (
                  <option key={art} value={art}>
                    {t(`news.arts.${art}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <div className={styles.checks}>
          <label className="inline">
            <input
              type="checkbox"
              checked={draft.enabled}
              disabled={!canWrite}
              onChange={(event) => set({ enabled: event.target.checked })}
            />
            {t('editor.enabled')}
          </label>
          {kind === 'help' ? (
            <label className="inline">
              <input
                type="checkbox"
                checked={draft.inMenu}
                disabled={!canWrite}
                onChange={(event) => set({ inMenu: event.target.checked })}
              />
              {t('help.inMenu')}
            </label>
          ) : null}
        </div>
        <ScheduleFields
          publishAt={draft.publishAt}
          unpublishAt={draft.unpublishAt}
          disabled={!canWrite}
          onChange={(change) => set(change)}
        />
        <TextsEditor
          texts={draft.texts}
          onChange={(texts) => set({ texts })}
          language={language}
          onLanguage={setLanguage}
          summary={kind === 'news'}
          disabled={!canWrite}
        />
        {canWrite ? (
          <div className="row">
            <button type="submit" disabled={!dirty || !valid || save.isPending}>
              {save.isPending ? t('editor.saving') : t('editor.save')}
            </button>
            {!textsValid(draft.texts) ? (
              <span className="warn-text">{t('editor.needsText')}</span>
            ) : dirty && stored !== null ? (
              <span className="warn-text">{t('editor.unsaved')}</span>
            ) : null}
          </div>
        ) : null}
        <p role="status" className="ok-text">
          {success ?? ''}
        </p>
        <ErrorText error={save.error} />
      </form>
      <PhonePreview
        kind={previewKind}
        language={language}
        onLanguage={setLanguage}
        texts={draft.texts}
        publishAt={fromLocalInput(draft.publishAt)}
      />
    </div>
  );
}
