import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoContentLanguage } from '@app/contracts/backoffice';
import { siteDate } from './schedule.ts';
import './content.css';

/** The member site's own words the preview shows, in the previewed language. */
const SITE_WORDS: Record<
  BoContentLanguage,
  { more: string; longTerm: string; from: string; promotions: string }
> = {
  PT: { more: 'Mais', longTerm: 'Longo prazo', from: 'Desde', promotions: 'Promoções' },
  EN: { more: 'More', longTerm: 'Long term', from: 'From', promotions: 'Promotions' },
  VI: { more: 'Xem thêm', longTerm: 'Dài hạn', from: 'Từ', promotions: 'Khuyến mãi' },
};

/** The site's date line: "start – end", or "From start · Long term" without an end. */
function datesLine(
  words: (typeof SITE_WORDS)[BoContentLanguage],
  style: 'list' | 'detail',
  start: string | null,
  end: string | null,
  noExpiry: boolean,
): string {
  const from = siteDate(start, style);
  return noExpiry || !end
    ? `${words.from} ${from} · ${words.longTerm}`
    : `${from} – ${siteDate(end, style)}`;
}

/**
 * A phone-sized (390 px wide) picture of how the site will show the content, in the chosen
 * language: the frame is the site's width, not a scaled screenshot. Operator HTML is cleaned
 * again here before it is shown (the server cleaned it when stored), as the site does.
 */
function PhoneFrame({
  language,
  children,
}: {
  language: BoContentLanguage;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('content');
  return (
    <figure className="stack" style={{ margin: 0 }}>
      <figcaption>
        <strong>{t('preview.title')}</strong> · {t(`language.${language}`)}
      </figcaption>
      <div
        className="phone"
        role="region"
        aria-label={t('preview.frame', { language: t(`language.${language}`) })}
        lang={language === 'PT' ? 'pt-BR' : language.toLowerCase()}
      >
        <div className="phone-bar" aria-hidden="true">
          <span>Concha Play</span>
          <span>☰</span>
        </div>
        {children}
      </div>
    </figure>
  );
}

function Picture({ url, title }: { url: string | null; title: string }) {
  return url ? (
    <img className="phone-banner" src={url} alt={title} />
  ) : (
    // Before the operator types a title the drawn banner is an empty shape: nothing to name.
    <div
      className="phone-drawn"
      role={title ? 'img' : undefined}
      aria-label={title || undefined}
      aria-hidden={title ? undefined : true}
    >
      {title}
    </div>
  );
}

export function BannerPreview({
  language,
  title,
  imageUrl,
}: {
  language: BoContentLanguage;
  title: string;
  imageUrl: string | null;
}) {
  return (
    <PhoneFrame language={language}>
      <Picture url={imageUrl} title={title} />
      <div className="phone-placeholder" aria-hidden="true" />
      <div className="phone-placeholder" aria-hidden="true" />
    </PhoneFrame>
  );
}

export function PromotionPreview({
  language,
  title,
  content,
  coverUrl,
  bannerUrl,
  startDate,
  endDate,
  noExpiry,
}: {
  language: BoContentLanguage;
  title: string;
  content: string;
  coverUrl: string | null;
  bannerUrl: string | null;
  startDate: string | null;
  endDate: string | null;
  noExpiry: boolean;
}) {
  const { t } = useTranslation('content');
  const [view, setView] = useState<'list' | 'detail'>('list');
  const words = SITE_WORDS[language];
  const clean = useMemo(() => DOMPurify.sanitize(content), [content]);
  return (
    <div className="stack">
      <div className="row" role="group" aria-label={t('preview.view')}>
        {(['list', 'detail'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={option === view ? undefined : 'secondary'}
            aria-pressed={option === view}
            onClick={() => setView(option)}
          >
            {t(`preview.${option}`)}
          </button>
        ))}
      </div>
      <PhoneFrame language={language}>
        {view === 'list' ? (
          <div className="phone-section stack">
            <strong>{words.promotions}</strong>
            <div className="phone-card">
              <Picture url={coverUrl} title={title} />
              <div className="phone-card-body">
                <div>
                  <strong>{title}</strong>
                  <span className="phone-muted">
                    {datesLine(words, 'list', startDate, endDate, noExpiry)}
                  </span>
                </div>
                <span className="phone-more">{words.more}</span>
              </div>
            </div>
          </div>
        ) : (
          <div>
            <Picture url={bannerUrl} title={title} />
            <div className="phone-section stack">
              <strong style={{ fontSize: 17 }}>{title}</strong>
              <span className="phone-muted">
                {datesLine(words, 'detail', startDate, endDate, noExpiry)}
              </span>
              <div className="phone-html" dangerouslySetInnerHTML={{ __html: clean }} />
            </div>
          </div>
        )}
      </PhoneFrame>
    </div>
  );
}
