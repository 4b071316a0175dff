import { promotionContent } from './promotion-content.ts';
import { localLinkPath } from '../../features/service/service-links.ts';
import type {
  BannerGroup,
  RegisterField,
  ResourceType,
  WhitelabelFlag,
  WhitelabelMenuKey,
} from '@app/contracts';
import { API, EMAIL_PATTERN, type BonusTerms } from '@app/contracts';

/** Demo merchant content. Brand and texts are invented; links point at example domains. */
export const DEMO_MERCHANT = {
  name: 'Concha Play',
  currency_code: 'BRL',
  currency_symbol: 'R$',
  languages: 'PT,EN',
  default_language: 'PT',
  default_game_language: 'EN',
  template_member_centre: '1',
  template_deposit_function: '0',
  app_background: '#0b3d5c',
  app_desc: 'Concha Play: slots, live tables and lottery in your pocket',
  app_desc_font_color: '#ffffff',
  main_domain: 'concha.demo.example',
  // '' means "same origin": every image the API returns is already an absolute path.
  image_cdns: JSON.stringify(['']),
  domain_routes: JSON.stringify(['concha.demo.example', 'm.concha.demo.example']),
  paths: JSON.stringify({
    home: '/m/home',
    app: '/m/app',
    help: '/m/help',
    promotions: '/m/activity',
    avatars: '/avatars/',
  }),
  module_ids: JSON.stringify(['CBS3', 'MAILCEN']),
  licence:
    'Concha Play is operated under licence DGA-2019-0042 issued by the Demo Gaming Authority.',
  // Decision 037: the demo's outside links are pages this server serves.
  draw_history_url: localLinkPath('drawHistory'),
  register_username_enabled: 1,
  register_mobile_enabled: 1,
  register_captcha_enabled: 1,
  affiliate_required: 0,
  default_dialing_code: '+55',
  password_max_age_days: 0,
  referral_enabled: 1,
  vip_benefit_enabled: 1,
  dividend_enabled: 0,
  app_window_enabled: 1,
  download_bar_needs_login: 0,
  // Issue 7: where launch chat sends members (the merchant's live-chat service; decision 037).
  chat_url: localLinkPath('chat'),
};

/** Every white-label flag of spec section 6 with a demo value. */
export const DEMO_FLAGS: Record<WhitelabelFlag, boolean> = {
  MOBILEVERCODELOGIN3: true,
  FACEBOOKLOGIN3: false,
  GOOGLELOGIN3: false,
  CBS3: true,
  MAILCEN: true,
  AGEPAG: true,
  REGCEN: true,
  AGETEAMPNL3: true,
  DOWNMAN: true,
  TEAMBETTING3: false,
  TRANSREC3: true,
  GAMSER: true,
  AGEREBINC3: false,
  SECPRIV: true,
};

export const DEMO_MENUS: Record<WhitelabelMenuKey, boolean> = {
  rewardCenter: true,
  accountRecord: true,
  bettingRecord: true,
  messages: true,
};

/**
 * A merchant text in each content language. The English text is also what the entity's own
 * column holds (the fallback); both languages are seeded into content_translations.
 */
export interface Localized {
  en: string;
  pt: string;
}

/** Merchant-level texts (entity 'merchant' / 'merchant_status', entity_id 0). */
export const DEMO_MERCHANT_TEXTS = {
  licence: {
    en: DEMO_MERCHANT.licence,
    pt: 'A Concha Play opera com a licença DGA-2019-0042, emitida pela Demo Gaming Authority.',
  },
  app_desc: {
    en: DEMO_MERCHANT.app_desc,
    pt: 'Concha Play: slots, mesas ao vivo e loteria no seu bolso',
  },
} satisfies Record<string, Localized>;

export const DEMO_MAINTENANCE_INFO: Localized = {
  en: 'We are upgrading the system. Please come back in a few minutes.',
  pt: 'Estamos atualizando o sistema. Volte em alguns minutos.',
};

interface BannerSeed {
  group: BannerGroup;
  title: Localized;
  link: string;
}

const HOME_BANNERS: BannerSeed[] = [
  {
    group: 'm_home',
    title: { en: 'Welcome Bonus 100%', pt: 'Oferta de boas-vindas 100%' },
    link: '/m/activity',
  },
  {
    group: 'm_home',
    title: { en: 'Shell Riches: new in-house hit', pt: 'Shell Riches: novo sucesso da casa' },
    link: '/m/inhouse',
  },
  { group: 'm_home', title: { en: 'Live Tables 24/7', pt: 'Mesas ao vivo 24/7' }, link: '/m/live' },
  {
    group: 'm_home',
    title: { en: 'Daily Lottery Draws', pt: 'Sorteios de loteria diários' },
    link: '/m/lott',
  },
  {
    group: 'm_home',
    title: { en: 'Invite Friends, Earn Rewards', pt: 'Convide amigos, ganhe recompensas' },
    link: '/m/activity',
  },
];

const GROUP_BANNERS: Record<Exclude<BannerGroup, 'm_home'>, BannerSeed[]> = {
  m_hot: [
    {
      group: 'm_hot',
      title: { en: 'Hot This Week', pt: 'Os favoritos da semana' },
      link: '/m/hot',
    },
    { group: 'm_hot', title: { en: 'Top Jackpots', pt: 'Os maiores jackpots' }, link: '/m/rng' },
  ],
  m_reg: [
    {
      group: 'm_reg',
      title: { en: 'Join Concha Play', pt: 'Junte-se à Concha Play' },
      link: '/m/register',
    },
  ],
  m_rng: [
    { group: 'm_rng', title: { en: 'Slots Festival', pt: 'Festival de slots' }, link: '/m/rng' },
    {
      group: 'm_rng',
      title: { en: 'Free Spins Friday', pt: 'Rodadas grátis na sexta' },
      link: '/m/activity',
    },
  ],
  m_live: [
    {
      group: 'm_live',
      title: { en: 'Velvet Live Lounge', pt: 'Salão ao vivo Velvet' },
      link: '/m/live',
    },
  ],
  m_fish: [
    { group: 'm_fish', title: { en: 'Deep Sea Hunt', pt: 'Caça em alto mar' }, link: '/m/fish' },
  ],
  m_pvp: [
    {
      group: 'm_pvp',
      title: { en: 'Card Masters League', pt: 'Liga dos mestres das cartas' },
      link: '/m/pvp',
    },
  ],
  m_sports: [
    {
      group: 'm_sports',
      title: { en: 'Match Day Boost', pt: 'Dia de jogo com odds reforçadas' },
      link: '/m/sports',
    },
  ],
  m_esports: [
    {
      group: 'm_esports',
      title: { en: 'Arena Finals', pt: 'Finais da arena' },
      link: '/m/esports',
    },
  ],
  m_lott: [
    {
      group: 'm_lott',
      title: { en: 'Lotto Draw Tonight', pt: 'Sorteio do Lotto esta noite' },
      link: '/m/lott',
    },
  ],
  m_elott: [
    {
      group: 'm_elott',
      title: { en: 'Express Keno Every Minute', pt: 'Keno expresso a cada minuto' },
      link: '/m/lott',
    },
  ],
  m_promotion: [
    {
      group: 'm_promotion',
      title: { en: 'First Deposit Bonus', pt: 'Oferta no primeiro depósito' },
      link: '/m/activity',
    },
    {
      group: 'm_promotion',
      title: { en: 'Weekly Rebate', pt: 'Reembolso semanal' },
      link: '/m/activity',
    },
    {
      group: 'm_promotion',
      title: { en: 'App Download Reward', pt: 'Recompensa por instalar o app' },
      link: '/m/app',
    },
  ],
  m_help: [
    { group: 'm_help', title: { en: 'Help Centre', pt: 'Central de ajuda' }, link: '/m/help' },
  ],
  m_notice: [
    {
      group: 'm_notice',
      title: { en: 'Responsible Gaming', pt: 'Jogo responsável' },
      link: '/m/help',
    },
  ],
};

export const DEMO_BANNERS: BannerSeed[] = [...HOME_BANNERS, ...Object.values(GROUP_BANNERS).flat()];

export interface AnnouncementSeed {
  code: string;
  type: 'PL' | 'PU';
  title: Localized;
  content: Localized;
  /** Days before the seed date, so the list has a stable order. */
  daysAgo: number;
}

export const DEMO_ANNOUNCEMENTS: AnnouncementSeed[] = [
  {
    code: 'PL-maintenance-window',
    type: 'PL',
    title: {
      en: 'Scheduled maintenance: Tuesday 03:00-04:00 (UTC-3)',
      pt: 'Manutenção programada: terça-feira, 03:00-04:00 (UTC-3)',
    },
    content: {
      en: '<p>Scheduled maintenance: <strong>Tuesday 03:00-04:00 (UTC-3)</strong>.</p><p>Games may be unavailable during this window.</p>',
      pt: '<p>Manutenção programada: <strong>terça-feira, 03:00-04:00 (UTC-3)</strong>.</p><p>Durante este período, os jogos podem ficar indisponíveis.</p>',
    },
    daysAgo: 1,
  },
  {
    code: 'PL-new-inhouse',
    type: 'PL',
    title: {
      en: 'New: Shell Riches and Coral Bounty are live',
      pt: 'Novidade: Shell Riches e Coral Bounty já estão disponíveis',
    },
    content: {
      en: '<p>Two new <em>BGS Originals</em> games are live. Try them in the in-house lobby.</p>',
      pt: '<p>Dois novos jogos <em>BGS Originals</em> já estão disponíveis. Experimente na área de jogos da casa.</p>',
    },
    daysAgo: 2,
  },
  {
    code: 'PL-pix-deposits',
    type: 'PL',
    title: {
      en: 'PIX deposits now credited in under one minute',
      pt: 'Depósitos PIX creditados em menos de um minuto',
    },
    content: {
      en: '<p>PIX deposits are now credited in under one minute, 24/7.</p>',
      pt: '<p>Os depósitos PIX passam a ser creditados em menos de um minuto, 24 horas por dia, todos os dias.</p>',
    },
    daysAgo: 3,
  },
  {
    code: 'PL-responsible-gaming',
    type: 'PL',
    title: {
      en: 'Play responsibly: 18+ only',
      pt: 'Jogue com responsabilidade: só para maiores de 18 anos',
    },
    content: {
      en: '<p>Gaming is for adults aged 18 and over. Set limits in your member centre.</p><ul><li>Deposit limits</li><li>Session reminders</li></ul>',
      pt: '<p>O jogo destina-se a adultos com 18 anos ou mais. Defina limites na sua área do membro.</p><ul><li>Limites de depósito</li><li>Lembretes de sessão</li></ul>',
    },
    daysAgo: 5,
  },
  {
    code: 'PU-welcome',
    type: 'PU',
    title: { en: 'Welcome to Concha Play', pt: 'Bem-vindo à Concha Play' },
    content: {
      en: '<h3>Welcome!</h3><p>Over 600 games, live tables and daily lottery draws. <a href="/m/activity">See promotions</a>.</p>',
      pt: '<h3>Bem-vindo!</h3><p>Mais de 600 jogos, mesas ao vivo e sorteios de loteria todos os dias. <a href="/m/activity">Ver promoções</a>.</p>',
    },
    daysAgo: 1,
  },
  {
    code: 'PU-app',
    type: 'PU',
    title: { en: 'Get the app', pt: 'Instale o app' },
    content: {
      en: '<p>Install our app for faster access and exclusive rewards. <a href="/m/app">Download</a></p>',
      pt: '<p>Instale nosso app para um acesso mais rápido e recompensas exclusivas. <a href="/m/app">Baixar</a></p>',
    },
    daysAgo: 4,
  },
];

export interface PromotionSeed {
  code: string;
  title: Localized;
  category: string;
  content: Localized;
  daysAgo: number;
  /** null = long-term (noExpiry 1). */
  lastsDays: number | null;
  /** English title of the m_promotion banner that is its cover. */
  bannerTitle: string;
  /** The bonus a deposit with this promotion grants (issue 25, decision 056). */
  bonus?: BonusTerms;
}

export const DEMO_PROMOTIONS: PromotionSeed[] = [
  {
    code: 'PR-first-deposit',
    title: { en: 'First Deposit Bonus 100%', pt: 'Oferta de 100% no primeiro depósito' },
    category: 'deposit_promo',
    content: promotionContent('PR-first-deposit'),
    daysAgo: 10,
    lastsDays: null,
    bannerTitle: 'First Deposit Bonus',
    // As its terms say (promotion-content.ts): 100% up to R$ 500,00 from R$ 20,00, 20x
    // (deposit + bonus) within 30 days, slots 100% and live casino 10%.
    bonus: {
      percentBp: 10_000,
      maxBonusCents: 500_00,
      minDepositCents: 20_00,
      wageringMultiple: 20,
      wageringBase: 'bonusAndDeposit',
      maxBetCents: 25_00,
      expiryDays: 30,
      maxConversionCents: 2_500_00,
      contributions: { RNG: 100, FISH: 100, LIVE: 10, PVP: 10, SPORTS: 50, ESPORTS: 50, LOTT: 0 },
      oncePerMember: true,
    },
  },
  {
    code: 'PR-weekly-rebate',
    title: { en: 'Weekly Rebate up to 1%', pt: 'Reembolso semanal até 1%' },
    category: 'rebate_promo',
    content: promotionContent('PR-weekly-rebate'),
    daysAgo: 7,
    lastsDays: 90,
    bannerTitle: 'Weekly Rebate',
  },
  {
    code: 'PR-app-download',
    title: { en: 'Download the App, get R$ 5', pt: 'Instale o app e receba R$ 5' },
    category: 'app_download',
    content: promotionContent('PR-app-download'),
    daysAgo: 3,
    lastsDays: 60,
    bannerTitle: 'App Download Reward',
  },
];

export interface ServiceSeed {
  code: string;
  title: Localized;
  csType: string;
  path: string;
}

export const DEMO_SERVICE: ServiceSeed[] = [
  {
    code: 'CS-livechat',
    title: { en: 'Live chat', pt: 'Chat ao vivo' },
    csType: 'LIVECHAT',
    path: localLinkPath('chat'),
  },
  {
    code: 'CS-telegram',
    title: { en: 'Telegram', pt: 'Telegram' },
    csType: 'TELEGRAM',
    path: localLinkPath('telegram'),
  },
  {
    code: 'CS-email',
    title: { en: 'E-mail', pt: 'E-mail' },
    csType: 'EMAIL',
    path: localLinkPath('email'),
  },
];

export const DEMO_RESOURCES: Record<ResourceType, { url: string; label: string }> = {
  // Decision 037: local pages with the install steps (the site installs as an app).
  Android: { url: localLinkPath('android'), label: 'Android' },
  IOS: { url: localLinkPath('ios'), label: 'iOS' },
  // A real profile the server generates (a web clip of the site, decision 019).
  MOBILECONFIG: {
    url: API.appProfile,
    label: 'iOS profile',
  },
  AppDownloadIcon: { url: '/wps/art/app-icon.svg', label: 'App icon' },
  TELEGRAM: { url: localLinkPath('telegramChannel'), label: 'Telegram channel' },
  TELEGRAM2: { url: localLinkPath('telegramGroup'), label: 'Telegram group' },
  AFFILIATELINK: { url: localLinkPath('affiliate'), label: 'Affiliate programme' },
};

export const DEMO_GAME_MENUS: Array<{ key: string; gameType: string | null }> = [
  { key: 'hot', gameType: null },
  { key: 'rng', gameType: 'RNG' },
  { key: 'inhouse', gameType: 'INHOUSE' },
  { key: 'pvp', gameType: 'PVP' },
  { key: 'fish', gameType: 'FISH' },
  { key: 'live', gameType: 'LIVE' },
  { key: 'sports', gameType: 'SPORTS' },
  { key: 'esports', gameType: 'ESPORTS' },
  { key: 'lott', gameType: 'LOTT' },
  { key: 'elott', gameType: 'ELOTT' },
];

/**
 * Registration field configuration (spec section 5): expression sources are anchored, and the
 * message key is always `validation.<field>` (the site translates exactly these keys).
 */
export const DEMO_REGISTER_FIELDS: Record<
  RegisterField,
  { enabled: boolean; required: boolean; regExp: string }
> = {
  username: { enabled: true, required: true, regExp: '^[A-Za-z][A-Za-z0-9]{3,15}$' },
  password: { enabled: true, required: true, regExp: '^(?=.*[A-Za-z])(?=.*\\d).{6,20}$' },
  paymentPassword: { enabled: false, required: false, regExp: '^\\d{6}$' },
  mobileNum: { enabled: true, required: false, regExp: '^\\d{8,15}$' },
  verificationCode: { enabled: true, required: false, regExp: '^\\d{6}$' },
  email: {
    enabled: true,
    required: false,
    regExp: EMAIL_PATTERN.source,
  },
  nickname: { enabled: true, required: false, regExp: '^[^<>&"\']{2,16}$' },
  payeeName: { enabled: false, required: false, regExp: "^[A-Za-zÀ-ÿ' -]{2,64}$" },
  idNumber: { enabled: false, required: false, regExp: '^[A-Za-z0-9]{6,32}$' },
  qqNum: { enabled: false, required: false, regExp: '^\\d{5,12}$' },
  facebook: { enabled: false, required: false, regExp: '^[A-Za-z0-9.]{5,64}$' },
  wechat: { enabled: false, required: false, regExp: '^[A-Za-z][-_A-Za-z0-9]{5,19}$' },
  line: { enabled: false, required: false, regExp: '^[A-Za-z0-9._-]{4,64}$' },
  whatsapp: { enabled: false, required: false, regExp: '^\\d{8,15}$' },
  zalo: { enabled: false, required: false, regExp: '^\\d{8,15}$' },
  recommenderId: { enabled: false, required: false, regExp: '^[A-Za-z0-9]{4,32}$' },
  affiliateCode: { enabled: true, required: false, regExp: '^[A-Za-z0-9]{4,32}$' },
};

/** Demo accounts (README): an agent owning the demo affiliate code, and a funded member. */
export const DEMO_AGENT = {
  userName: 'agent01',
  password: 'demo1234',
  type: 1,
  nickname: 'Agente Demo',
  affiliateCode: 'DEMO2026',
  affiliateDomain: 'invite.demo.local',
} as const;

export const DEMO_MEMBER = {
  userName: 'demo',
  password: 'demo1234',
  type: 0,
  nickname: 'Demo',
  countryDialingCode: '+55',
  mobileNum: '11987654321',
  email: 'demo@example.com',
  openingBalanceCents: 100_000,
} as const;
