import type { FastifyInstance } from 'fastify';
import type { Language } from '@app/contracts';
import { requestLanguage, sendFailure } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { findMerchant } from '../system/system.repository.ts';
import { DEMO_LINKS_PREFIX, kindOfSlug, type ServiceLinkKind } from './service-links.ts';

/**
 * The local pages behind the demo merchant's outside links (decision 037): a small page per
 * link, in the member's language, saying what a real deployment puts there and offering what
 * this site can do instead (feedback for the chat, the install steps for the app).
 */

type Texts = Record<Language, string>;

const PAGE: Record<ServiceLinkKind, { title: Texts; body: Texts }> = {
  chat: {
    title: { PT: 'Chat ao vivo', EN: 'Live chat', VI: 'Trò chuyện trực tuyến' },
    body: {
      PT: 'Esta é uma demonstração: ainda não há atendentes do chat ao vivo. Deixe a sua mensagem em Feedback e respondemos na sua caixa de mensagens.',
      EN: 'This is a demo: no live-chat agents are on duty. Leave your message under Feedback and we answer in your inbox.',
      VI: 'Đây là bản demo: chưa có nhân viên trò chuyện trực tuyến. Hãy để lại lời nhắn ở mục Góp ý, chúng tôi sẽ trả lời trong hộp thư của bạn.',
    },
  },
  telegram: {
    title: { PT: 'Suporte no Telegram', EN: 'Telegram support', VI: 'Hỗ trợ qua Telegram' },
    body: {
      PT: 'Na demonstração não há conta de suporte no Telegram. Um site real abre aqui o seu próprio contato.',
      EN: 'The demo has no Telegram support account. A real site opens its own contact here.',
      VI: 'Bản demo không có tài khoản hỗ trợ Telegram. Trang thật sẽ mở liên hệ của họ tại đây.',
    },
  },
  email: {
    title: { PT: 'Suporte por e-mail', EN: 'E-mail support', VI: 'Hỗ trợ qua e-mail' },
    body: {
      PT: 'Na demonstração não há caixa de e-mail de suporte. Use o Feedback para nos escrever.',
      EN: 'The demo has no support mailbox. Use Feedback to write to us.',
      VI: 'Bản demo không có hộp thư hỗ trợ. Hãy dùng mục Góp ý để viết cho chúng tôi.',
    },
  },
  telegramChannel: {
    title: { PT: 'Canal no Telegram', EN: 'Telegram channel', VI: 'Kênh Telegram' },
    body: {
      PT: 'Na demonstração não há canal no Telegram. As novidades estão em Promoções e nos anúncios.',
      EN: 'The demo has no Telegram channel. News is under Promotions and in the announcements.',
      VI: 'Bản demo không có kênh Telegram. Tin tức có ở mục Khuyến mãi và thông báo.',
    },
  },
  telegramGroup: {
    title: { PT: 'Grupo no Telegram', EN: 'Telegram group', VI: 'Nhóm Telegram' },
    body: {
      PT: 'Na demonstração não há grupo no Telegram. Um site real abre aqui o seu grupo.',
      EN: 'The demo has no Telegram group. A real site opens its group here.',
      VI: 'Bản demo không có nhóm Telegram. Trang thật sẽ mở nhóm của họ tại đây.',
    },
  },
  affiliate: {
    title: { PT: 'Programa de afiliados', EN: 'Affiliate programme', VI: 'Chương trình đại lý' },
    body: {
      PT: 'O programa de afiliados da demonstração fica no próprio site: abra a página de convites para obter o seu link.',
      EN: "The demo's affiliate programme is on the site itself: open the invite page to get your link.",
      VI: 'Chương trình đại lý của bản demo nằm ngay trên trang: mở trang mời để lấy liên kết của bạn.',
    },
  },
  android: {
    title: { PT: 'App para Android', EN: 'Android app', VI: 'Ứng dụng Android' },
    body: {
      PT: 'A demonstração não tem um arquivo APK. Instale o site como app: abra-o no Chrome, toque no menu ⋮ e escolha “Instalar app” ou “Adicionar à tela inicial”.',
      EN: 'The demo has no APK file. Install the site as an app: open it in Chrome, tap the ⋮ menu and choose “Install app” or “Add to Home screen”.',
      VI: 'Bản demo không có tệp APK. Hãy cài trang như một ứng dụng: mở trong Chrome, chạm menu ⋮ và chọn “Cài đặt ứng dụng” hoặc “Thêm vào màn hình chính”.',
    },
  },
  ios: {
    title: { PT: 'App para iPhone', EN: 'iPhone app', VI: 'Ứng dụng iPhone' },
    body: {
      PT: 'A demonstração não está na App Store. Instale o site como app: abra-o no Safari, toque em Compartilhar e escolha “Adicionar à Tela de Início”.',
      EN: 'The demo is not in the App Store. Install the site as an app: open it in Safari, tap Share and choose “Add to Home Screen”.',
      VI: 'Bản demo không có trên App Store. Hãy cài trang như một ứng dụng: mở trong Safari, chạm Chia sẻ và chọn “Thêm vào MH chính”.',
    },
  },
  drawHistory: {
    title: { PT: 'Histórico de sorteios', EN: 'Draw history', VI: 'Lịch sử quay thưởng' },
    body: {
      PT: 'Os resultados dos sorteios da demonstração estão na própria loteria do site.',
      EN: "The demo's draw results are in the site's own lottery.",
      VI: 'Kết quả quay thưởng của bản demo có ngay trong mục xổ số của trang.',
    },
  },
};

/** The screens of this site a page sends the member on to, each named once. */
const SCREENS = {
  feedback: {
    path: '/m/feedback',
    label: { PT: 'Abrir o Feedback', EN: 'Open Feedback', VI: 'Mở Góp ý' },
  },
  service: {
    path: '/m/customer',
    label: { PT: 'Atendimento', EN: 'Customer service', VI: 'Chăm sóc khách hàng' },
  },
  promotions: {
    path: '/m/activity',
    label: { PT: 'Ver promoções', EN: 'See promotions', VI: 'Xem khuyến mãi' },
  },
  invite: {
    path: '/m/invite',
    label: { PT: 'Página de convites', EN: 'Invite page', VI: 'Trang mời' },
  },
  app: { path: '/m/app', label: { PT: 'Página do app', EN: 'App page', VI: 'Trang ứng dụng' } },
  lottery: {
    path: '/m/lott',
    label: { PT: 'Abrir a loteria', EN: 'Open the lottery', VI: 'Mở xổ số' },
  },
} satisfies Record<string, { path: string; label: Texts }>;

/** Where each page sends the member next. */
const NEXT: Record<ServiceLinkKind, keyof typeof SCREENS> = {
  chat: 'feedback',
  telegram: 'service',
  email: 'feedback',
  telegramChannel: 'promotions',
  telegramGroup: 'service',
  affiliate: 'invite',
  android: 'app',
  ios: 'app',
  drawHistory: 'lottery',
};

const HOME: Texts = { PT: 'Voltar ao início', EN: 'Back to home', VI: 'Về trang chủ' };
const DEMO_NOTE: Texts = {
  PT: 'Página local da demonstração',
  EN: 'Local page of the demo',
  VI: 'Trang nội bộ của bản demo',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function serviceLinkPage(
  kind: ServiceLinkKind,
  language: Language,
  siteName: string,
): string {
  const page = PAGE[kind];
  const next = SCREENS[NEXT[kind]];
  const lang = language === 'PT' ? 'pt-BR' : language.toLowerCase();
  const title = escapeHtml(page.title[language]);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · ${escapeHtml(siteName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:30rem;margin:0 auto;padding:1.5rem 1rem;line-height:1.55;color:#1d2230}
.note{display:inline-block;padding:.15rem .6rem;border-radius:999px;background:#eef2f7;font-size:.8rem}
a.button{display:inline-block;margin:.5rem .5rem 0 0;padding:.6rem 1rem;border-radius:.6rem;background:#0b3d5c;color:#fff;text-decoration:none}
a.plain{color:#0b3d5c}</style></head>
<body><main>
<p class="note">${escapeHtml(DEMO_NOTE[language])} · ${escapeHtml(siteName)}</p>
<h1>${title}</h1>
<p>${escapeHtml(page.body[language])}</p>
<p><a class="button" href="${next.path}">${escapeHtml(next.label[language])}</a>
<a class="plain" href="/m/home">${escapeHtml(HOME[language])}</a></p>
</main></body></html>`;
}

export function registerServiceLinkPages(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { slug: string } }>(
    `${DEMO_LINKS_PREFIX}:slug`,
    {
      schema: {
        tags: ['service'],
        summary: 'Local page behind a demo outside link (decision 037)',
      },
    },
    async (request, reply) => {
      const kind = kindOfSlug(request.params.slug);
      if (!kind) return sendFailure(request, reply, 404, 'route.not.found');
      const merchant = await findMerchant(ctx.db, ctx.merchantCode);
      const html = serviceLinkPage(kind, requestLanguage(request), merchant?.name ?? 'Demo');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    },
  );
}
