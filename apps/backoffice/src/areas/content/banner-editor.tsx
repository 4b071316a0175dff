import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BannerGroup } from '@app/contracts';
import {
  BANNER_GROUP_PLACES,
  BO_BANNER_LANGUAGES,
  BO_BANNER_TITLE_MAX,
  type BoBanner,
  type BoBannerBody,
} from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { Field } from '../../components/field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useBanners, useSaveBanner } from './content-api.ts';
import { ContentNav, StateBadge } from './content-nav.tsx';
import { EditorFooter } from './editor-footer.tsx';
import { EditorRoute } from './editor-route.tsx';
import { ImageField } from './image-field.tsx';
import { LanguageTabs } from './language-tabs.tsx';
import { BannerPreview } from './phone-preview.tsx';
import { ScheduleFields } from './schedule-fields.tsx';
import './content.css';

type Language = (typeof BO_BANNER_LANGUAGES)[number];

const EMPTY: BoBannerBody = {
  groupName: 'm_home',
  title: { PT: '', EN: '' },
  image: { PT: null, EN: null },
  link: '',
  sequence: 0,
  enabled: true,
  publishAt: null,
  unpublishAt: null,
};

function draftOf(banner: BoBanner): BoBannerBody {
  return {
    groupName: banner.groupName,
    title: banner.title,
    image: banner.image,
    link: banner.link,
    sequence: banner.sequence,
    enabled: banner.enabled,
    publishAt: banner.publishAt,
    unpublishAt: banner.unpublishAt,
  };
}

/** /content/banners/new and /content/banners/:id: the list's row, loaded, then the form. */
export function BannerEditorPage() {
  const banners = useBanners();
  return (
    <EditorRoute
      rows={banners.data?.banners}
      pending={banners.isPending}
      error={banners.error}
      backTo="/content"
    >
      {(banner) => <BannerEditor banner={banner} />}
    </EditorRoute>
  );
}

function BannerEditor({ banner }: { banner: BoBanner | null }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const canWrite = useCan()('content.write');
  const save = useSaveBanner();
  const [draft, setDraft] = useState<BoBannerBody>(banner ? draftOf(banner) : EMPTY);
  const [language, setLanguage] = useState<Language>('PT');
  const [notice, setNotice] = useState('');
  const set = (patch: Partial<BoBannerBody>) => setDraft({ ...draft, ...patch });
  const other: Language = language === 'PT' ? 'EN' : 'PT';

  // What the site will show in the chosen language: its image, else the other's, else the art.
  const shownInstead = draft.image[other] ?? (banner ? banner.shownUrl[language] : null);
  const drawnArt =
    banner && !banner.image.PT && !banner.image.EN ? banner.shownUrl[language] : null;
  const previewUrl = draft.image[language] ?? draft.image[other] ?? drawnArt;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    save.mutate(
      { id: banner?.id ?? null, body: draft },
      {
        onSuccess: (stored) => {
          if (banner) {
            setNotice(t('form.saved'));
          } else {
            void navigate(`/content/banners/${stored.id}`, { state: { created: true } });
          }
        },
      },
    );
  };

  return (
    <div className="stack">
      <PageHeader title={banner ? t('banners.editTitle') : t('banners.newTitle')}>
        <Link to="/content">{t('form.back')}</Link>
      </PageHeader>
      <ContentNav />
      <div className="content-editor">
        <form className="card stack" onSubmit={submit} aria-label={t('banners.editTitle')}>
          {banner ? (
            <div className="row">
              <StateBadge state={banner.state} />
              <span className="muted">{banner.code}</span>
            </div>
          ) : null}
          <div className="grid" style={{ gridTemplateColumns: '2fr 1fr' }}>
            <Field
              label={t('form.group')}
              hint={t('form.groupHint', { place: BANNER_GROUP_PLACES[draft.groupName] })}
            >
              {(props) => (
                <select
                  {...props}
                  value={draft.groupName}
                  disabled={!canWrite}
                  onChange={(event) => set({ groupName: BannerGroup.parse(event.target.value) })}
                >
                  {BannerGroup.options.map((name) => (
                    <option key={name} value={name}>
                      {t(`groups.${name}`)} ({name})
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('form.sequence')} hint={t('form.sequenceHint')}>
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
          <Field label={t('form.link')} hint={t('form.linkHint')}>
            {(props) => (
              <input
                {...props}
                value={draft.link}
                maxLength={300}
                disabled={!canWrite}
                onChange={(event) => set({ link: event.target.value })}
              />
            )}
          </Field>
          <LanguageTabs
            idPrefix="banner-language"
            languages={BO_BANNER_LANGUAGES}
            current={language}
            onSelect={setLanguage}
          >
            <Field label={t('form.titleIn', { language: t(`language.${language}`) })}>
              {(props) => (
                <input
                  {...props}
                  required
                  maxLength={BO_BANNER_TITLE_MAX}
                  value={draft.title[language]}
                  disabled={!canWrite}
                  onChange={(event) =>
                    set({ title: { ...draft.title, [language]: event.target.value } })
                  }
                />
              )}
            </Field>
            <ImageField
              key={language}
              label={t('form.imageIn', { language: t(`language.${language}`) })}
              value={draft.image[language]}
              shownInstead={{
                url: shownInstead,
                note: draft.image[other] ? t('image.fallback') : t('image.none'),
              }}
              disabled={!canWrite}
              onChange={(url) => set({ image: { ...draft.image, [language]: url } })}
            />
          </LanguageTabs>
          <ScheduleFields value={draft} disabled={!canWrite} onChange={set} />
          <EditorFooter
            canWrite={canWrite}
            saving={save.isPending}
            notice={notice || (created ? t('form.created') : '')}
            error={save.error}
          />
        </form>
        <div className="preview-column">
          <BannerPreview
            language={language}
            title={draft.title[language] || draft.title[other]}
            imageUrl={previewUrl}
          />
        </div>
      </div>
    </div>
  );
}
