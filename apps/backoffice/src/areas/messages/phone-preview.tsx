import { useTranslation } from 'react-i18next';
import { BO_MESSAGE_LANGUAGES, type BoMessageLanguage } from '@app/contracts/backoffice';
import { ErrorText } from '../../components/error-text.tsx';
import { usePreviewHtml } from './messages-api.ts';
import styles from './messages.module.css';

/** How the member site shows the item: a pop-up, a notice, a news card, a help page, a message. */
export type PreviewKind = 'PU' | 'PL' | 'A' | 'news' | 'help' | 'inbox';

export interface PreviewTexts {
  title: string;
  summary?: string;
  content: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f9;color:#1b2430}
.bar{height:52px;display:flex;align-items:center;padding:0 16px;background:#0b3d91;color:#fff;font-weight:700}
.page{padding:12px}
.page h1{font-size:18px;margin:4px 0 12px}
.card{background:#fff;border-radius:10px;padding:14px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
.card h2{font-size:16px;margin:0 0 4px}
.meta{color:#6b7685;font-size:12px;margin-bottom:8px}
.summary{color:#39424e;margin:0 0 8px}
.art{height:120px;border-radius:8px;background:linear-gradient(135deg,#0b3d91,#2f80ed);margin-bottom:10px}
.content img{max-width:100%;height:auto}
.content table{border-collapse:collapse;max-width:100%}
.content td,.content th{border:1px solid #d5dbe3;padding:4px}
.content a{color:#0b57d0}
.notice{margin-bottom:16px;display:flex;flex-direction:column;gap:2px}
.notice h3{font-size:13px;color:#0b3d91;margin:0 0 4px}
.clamp{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;color:#39424e}
`;

/** The member site's own words around the item (its pt and en dictionaries). */
const PREVIEW_WORDS: Record<
  BoMessageLanguage,
  Record<'notices' | 'news' | 'help' | 'inbox', string>
> = {
  PT: { notices: 'Avisos', news: 'Notícias', help: 'Central de ajuda', inbox: 'Mensagens' },
  EN: { notices: 'Notices', news: 'Hot news', help: 'Help centre', inbox: 'Messages' },
};

/** The preview's document: our own frame around the server-cleaned HTML. */
function previewDocument(
  kind: PreviewKind,
  texts: PreviewTexts,
  html: string,
  labels: { list: string; notice: string; language: string; date: string },
): string {
  const title = escape(texts.title);
  const content = `<div class="content">${html}</div>`;
  const date = `<div class="meta">${escape(labels.date)}</div>`;
  let body: string;
  if (kind === 'PU') {
    // The home's notice box (title and two lines of plain text), then the notice as opened.
    const plain = escape(
      new DOMParser()
        .parseFromString(html, 'text/html')
        .body.textContent?.replace(/\s+/g, ' ')
        .trim() ?? '',
    );
    body = `<div class="page"><section class="card notice"><h3>${escape(labels.notice)}</h3><strong>${title}</strong><span class="clamp">${plain}</span></section><h1>${escape(labels.list)}</h1><article class="card"><h2>${title}</h2>${date}${content}</article></div>`;
  } else if (kind === 'news') {
    body = `<div class="page"><h1>${escape(labels.list)}</h1><article class="card"><div class="art"></div><h2>${title}</h2>${date}<p class="summary">${escape(texts.summary ?? '')}</p>${content}</article></div>`;
  } else {
    body = `<div class="page"><h1>${escape(labels.list)}</h1><article class="card"><h2>${title}</h2>${kind === 'help' ? '' : date}${content}</article></div>`;
  }
  return `<!doctype html><html lang="${labels.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><style>${STYLE}</style></head><body><header class="bar">Concha Play</header>${body}</body></html>`;
}

/**
 * The item at phone size (390 px wide) in the chosen language, as the member site will show it.
 * The HTML is the server's own sanitiser's answer (what will be stored), and the frame is
 * sandboxed without scripts, so nothing an operator types can run in the back office.
 */
export function PhonePreview({
  kind,
  language,
  onLanguage,
  texts,
  publishAt,
}: {
  kind: PreviewKind;
  language: BoMessageLanguage;
  onLanguage: (language: BoMessageLanguage) => void;
  texts: Record<BoMessageLanguage, PreviewTexts>;
  publishAt: string | null;
}) {
  const { t } = useTranslation('messages');
  // A language left empty shows the other one, as the site does.
  const other: BoMessageLanguage = language === 'PT' ? 'EN' : 'PT';
  const shown = texts[language].title.trim() !== '' ? texts[language] : texts[other];
  const preview = usePreviewHtml(shown.content);
  const words = PREVIEW_WORDS[language];
  const list =
    kind === 'news'
      ? words.news
      : kind === 'help'
        ? words.help
        : kind === 'inbox'
          ? words.inbox
          : words.notices;
  const date = publishAt
    ? new Intl.DateTimeFormat(language === 'PT' ? 'pt-BR' : 'en-GB', {
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(new Date(publishAt))
    : '';
  const doc = previewDocument(kind, shown, preview.data?.html ?? '', {
    list,
    notice: words.notices,
    language: language === 'PT' ? 'pt-BR' : 'en',
    date,
  });
  return (
    <section className={`card stack ${styles.preview}`} aria-labelledby="phone-preview-title">
      <h2 id="phone-preview-title">{t('preview.title')}</h2>
      <div className="row" role="radiogroup" aria-label={t('preview.language')}>
        {BO_MESSAGE_LANGUAGES.map((code) => (
          <label key={code} className="inline">
            <input
              type="radio"
              name="preview-language"
              checked={language === code}
              onChange={() => onLanguage(code)}
            />
            {t(`languageName.${code}`)}
          </label>
        ))}
      </div>
      <iframe
        className={styles.phone}
        title={t('preview.frame', { language: t(`languageName.${language}`) })}
        sandbox=""
        srcDoc={doc}
        width={390}
        height={640}
      />
      <small className="muted">{t('preview.hint')}</small>
      <ErrorText error={preview.error} />
    </section>
  );
}
