import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROMOTION_CATEGORIES, PromotionCategory } from '@app/contracts';
import {
  BO_PROMOTION_CONTENT_MAX,
  BO_PROMOTION_LANGUAGES,
  BO_PROMOTION_TITLE_MAX,
  type BoContentLanguage,
  type BoPromotion,
  type BoPromotionBody,
} from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { Field } from '../../components/field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PromotionTermsEditor } from '../bonuses/terms-form.tsx';
import { usePromotions, useSavePromotion } from './content-api.ts';
import { ContentNav, StateBadge } from './content-nav.tsx';
import { EditorFooter } from './editor-footer.tsx';
import { EditorRoute } from './editor-route.tsx';
import { ImageField } from './image-field.tsx';
import { LanguageTabs } from './language-tabs.tsx';
import { PromotionPreview } from './phone-preview.tsx';
import { fromLocalInput, toLocalInput } from './schedule.ts';
import { ScheduleFields } from './schedule-fields.tsx';
import './content.css';

type ImageKind = 'cover' | 'banner';

function emptyDraft(): BoPromotionBody {
  const start = new Date();
  start.setSeconds(0, 0);
  return {
    category: 'deposit_promo',
    title: { PT: '', EN: '', VI: '' },
    content: { PT: '', EN: '', VI: '' },
    startDate: start.toISOString(),
    endDate: null,
    noExpiry: true,
    images: { cover: { PT: null, EN: null }, banner: { PT: null, EN: null } },
    sequence: 0,
    enabled: true,
    publishAt: null,
    unpublishAt: null,
  };
}

function draftOf(promotion: BoPromotion): BoPromotionBody {
  return {
    category: PromotionCategory.catch('other_promo').parse(promotion.category),
    title: promotion.title,
    content: promotion.content,
    startDate: promotion.startDate,
    endDate: promotion.endDate,
    noExpiry: promotion.noExpiry,
    images: promotion.images,
    sequence: promotion.sequence,
    enabled: promotion.enabled,
    publishAt: promotion.publishAt,
    unpublishAt: promotion.unpublishAt,
  };
}

/** /content/promotions/new and /content/promotions/:id. */
export function PromotionEditorPage() {
  const promotions = usePromotions();
  return (
    <EditorRoute
      rows={promotions.data?.promotions}
      pending={promotions.isPending}
      error={promotions.error}
      backTo="/content/promotions"
    >
      {(promotion) => <PromotionEditor promotion={promotion} />}
    </EditorRoute>
  );
}

function PromotionEditor({ promotion }: { promotion: BoPromotion | null }) {
  const { t, i18n } = useTranslation('content');
  const navigate = useNavigate();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const can = useCan();
  const canWrite = can('content.write');
  const save = useSavePromotion();
  const [draft, setDraft] = useState<BoPromotionBody>(() =>
    promotion ? draftOf(promotion) : emptyDraft(),
  );
  const [language, setLanguage] = useState<BoContentLanguage>('PT');
  const [notice, setNotice] = useState('');
  const set = (patch: Partial<BoPromotionBody>) => setDraft({ ...draft, ...patch });
  // Images exist in PT and EN; VI shows the EN image (the site's fallback).
  const imageLanguage: 'PT' | 'EN' = language === 'PT' ? 'PT' : 'EN';
  const otherImageLanguage: 'PT' | 'EN' = imageLanguage === 'PT' ? 'EN' : 'PT';

  const shownImage = (kind: ImageKind): string | null => {
    const own = draft.images[kind];
    const uploaded = own[imageLanguage] ?? own[otherImageLanguage];
    if (uploaded) return uploaded;
    return promotion && !promotion.images[kind].PT && !promotion.images[kind].EN
      ? promotion.shownUrl[kind][imageLanguage]
      : null;
  };

  const setImage = (kind: ImageKind, url: string | null) =>
    set({
      images: { ...draft.images, [kind]: { ...draft.images[kind], [imageLanguage]: url } },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    save.mutate(
      { id: promotion?.id ?? null, body: draft },
      {
        onSuccess: (stored) => {
          if (promotion) setNotice(t('form.saved'));
          else void navigate(`/content/promotions/${stored.id}`, { state: { created: true } });
        },
      },
    );
  };

  const languageName = t(`language.${language}`);
  const title = draft.title[language] || draft.title.EN;
  const content = draft.content[language] || draft.content.EN;

  return (
    <div className="stack">
      <PageHeader title={promotion ? t('promotions.editTitle') : t('promotions.newTitle')}>
        <Link to="/content/promotions">{t('form.back')}</Link>
      </PageHeader>
      <ContentNav />
      <div className="content-editor">
        <form className="card stack" onSubmit={submit} aria-label={t('promotions.editTitle')}>
          {promotion ? (
            <div className="row">
              <StateBadge state={promotion.state} />
              <span className="muted">{promotion.code}</span>
            </div>
          ) : null}
          <div className="grid" style={{ gridTemplateColumns: '2fr 1fr' }}>
            <Field label={t('form.category')}>
              {(props) => (
                <select
                  {...props}
                  value={draft.category}
                  disabled={!canWrite}
                  onChange={(event) =>
                    set({ category: PromotionCategory.parse(event.target.value) })
                  }
                >
                  {PROMOTION_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {t(`categories.${category}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('form.order')} hint={t('form.sequenceHint')}>
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
          <div className="grid" style={{ gridTemplateColumns: '1fr 1fr' }}>
            <Field label={t('form.startDate')}>
              {(props) => (
                <input
                  {...props}
                  type="datetime-local"
                  required
                  value={toLocalInput(draft.startDate)}
                  disabled={!canWrite}
                  onChange={(event) =>
                    set({ startDate: fromLocalInput(event.target.value) ?? draft.startDate })
                  }
                />
              )}
            </Field>
            <Field label={t('form.endDate')}>
              {(props) => (
                <input
                  {...props}
                  type="datetime-local"
                  required={!draft.noExpiry}
                  value={draft.noExpiry ? '' : toLocalInput(draft.endDate)}
                  disabled={!canWrite || draft.noExpiry}
                  onChange={(event) => set({ endDate: fromLocalInput(event.target.value) })}
                />
              )}
            </Field>
          </div>
          <label className="checkbox-row">
            <input
              type="checkbox"
              checked={draft.noExpiry}
              disabled={!canWrite}
              onChange={(event) =>
                set({
                  noExpiry: event.target.checked,
                  ...(event.target.checked ? { endDate: null } : {}),
                })
              }
            />
            {t('form.noExpiry')}
          </label>
          <LanguageTabs
            idPrefix="promotion-language"
            languages={BO_PROMOTION_LANGUAGES}
            current={language}
            onSelect={setLanguage}
          >
            <Field
              label={t('form.titleIn', { language: languageName })}
              hint={language === 'VI' ? t('form.optionalVi') : undefined}
            >
              {(props) => (
                <input
                  {...props}
                  required={language !== 'VI'}
                  maxLength={BO_PROMOTION_TITLE_MAX}
                  value={draft.title[language]}
                  disabled={!canWrite}
                  onChange={(event) =>
                    set({ title: { ...draft.title, [language]: event.target.value } })
                  }
                />
              )}
            </Field>
            <Field
              label={t('form.contentIn', { language: languageName })}
              hint={t('form.contentHint')}
            >
              {(props) => (
                <textarea
                  {...props}
                  rows={6}
                  maxLength={BO_PROMOTION_CONTENT_MAX}
                  value={draft.content[language]}
                  disabled={!canWrite}
                  onChange={(event) =>
                    set({ content: { ...draft.content, [language]: event.target.value } })
                  }
                />
              )}
            </Field>
            {(['cover', 'banner'] as const).map((kind) => (
              <ImageField
                key={`${kind}-${imageLanguage}`}
                label={t(kind === 'cover' ? 'form.coverIn' : 'form.bannerIn', {
                  language: t(`language.${imageLanguage}`),
                })}
                value={draft.images[kind][imageLanguage]}
                shownInstead={{
                  url: shownImage(kind),
                  note: draft.images[kind][otherImageLanguage]
                    ? t('image.fallback')
                    : t('image.none'),
                }}
                disabled={!canWrite}
                onChange={(url) => setImage(kind, url)}
              />
            ))}
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
          <PromotionPreview
            language={language}
            title={title}
            content={content}
            coverUrl={shownImage('cover')}
            bannerUrl={shownImage('banner')}
            startDate={draft.startDate}
            endDate={draft.endDate}
            noExpiry={draft.noExpiry}
          />
        </div>
      </div>
      {/* The deposit bonus: money rules, kept by bonuses.write (decision 056), saved apart. */}
      {promotion && !promotion.referral && can('bonuses.read') ? (
        <PromotionTermsEditor
          promotionId={promotion.id}
          name={
            (i18n.language.startsWith('en') ? promotion.title.EN : promotion.title.PT) ||
            promotion.code
          }
        />
      ) : null}
    </div>
  );
}
