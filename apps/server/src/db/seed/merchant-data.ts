import type { BannerGroup, ResourceType, WhitelabelFlag, WhitelabelMenuKey } from '@app/contracts';

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
  draw_history_url: 'https://draws.demo.example/history',
  register_username_enabled: 1,
  register_mobile_enabled: 1,
  referral_enabled: 1,
  vip_benefit_enabled: 1,
  dividend_enabled: 0,
  app_window_enabled: 1,
  download_bar_needs_login: 0,
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

interface BannerSeed {
  group: BannerGroup;
  title: string;
  link: string;
}

const HOME_BANNERS: BannerSeed[] = [
  { group: 'm_home', title: 'Welcome Bonus 100%', link: '/m/activity' },
  { group: 'm_home', title: 'Shell Crash: new in-house hit', link: '/m/inhouse' },
  { group: 'm_home', title: 'Live Tables 24/7', link: '/m/live' },
  { group: 'm_home', title: 'Daily Lottery Draws', link: '/m/lott' },
  { group: 'm_home', title: 'Invite Friends, Earn Rewards', link: '/m/activity' },
];

const GROUP_BANNERS: Record<Exclude<BannerGroup, 'm_home'>, BannerSeed[]> = {
  m_hot: [
    { group: 'm_hot', title: 'Hot This Week', link: '/m/hot' },
    { group: 'm_hot', title: 'Top Jackpots', link: '/m/rng' },
  ],
  m_reg: [{ group: 'm_reg', title: 'Join Concha Play', link: '/m/register' }],
  m_rng: [
    { group: 'm_rng', title: 'Slots Festival', link: '/m/rng' },
    { group: 'm_rng', title: 'Free Spins Friday', link: '/m/activity' },
  ],
  m_live: [{ group: 'm_live', title: 'Velvet Live Lounge', link: '/m/live' }],
  m_fish: [{ group: 'm_fish', title: 'Deep Sea Hunt', link: '/m/fish' }],
  m_pvp: [{ group: 'm_pvp', title: 'Card Masters League', link: '/m/pvp' }],
  m_sports: [{ group: 'm_sports', title: 'Match Day Boost', link: '/m/sports' }],
  m_esports: [{ group: 'm_esports', title: 'Arena Finals', link: '/m/esports' }],
  m_lott: [{ group: 'm_lott', title: 'Lotto Draw Tonight', link: '/m/lott' }],
  m_elott: [{ group: 'm_elott', title: 'Express Keno Every Minute', link: '/m/lott' }],
  m_promotion: [
    { group: 'm_promotion', title: 'First Deposit Bonus', link: '/m/activity' },
    { group: 'm_promotion', title: 'Weekly Rebate', link: '/m/activity' },
    { group: 'm_promotion', title: 'App Download Reward', link: '/m/app' },
  ],
  m_help: [{ group: 'm_help', title: 'Help Centre', link: '/m/help' }],
  m_notice: [{ group: 'm_notice', title: 'Responsible Gaming', link: '/m/help' }],
};

export const DEMO_BANNERS: BannerSeed[] = [...HOME_BANNERS, ...Object.values(GROUP_BANNERS).flat()];

export interface AnnouncementSeed {
  code: string;
  type: 'PL' | 'PU';
  title: string;
  content: string;
  /** Days before the seed date, so the list has a stable order. */
  daysAgo: number;
}

export const DEMO_ANNOUNCEMENTS: AnnouncementSeed[] = [
  {
    code: 'PL-maintenance-window',
    type: 'PL',
    title: 'Scheduled maintenance: Tuesday 03:00-04:00 (UTC-3)',
    content:
      '<p>Maintenance / Manutenção: <strong>Tuesday 03:00-04:00 (UTC-3)</strong>.</p><p>Games may be unavailable during this window.</p>',
    daysAgo: 1,
  },
  {
    code: 'PL-new-inhouse',
    type: 'PL',
    title: 'New: Shell Crash and Coral Mines are live',
    content:
      '<p>Two new <em>BGS Originals</em> games are live. Try them in the in-house lobby.</p>',
    daysAgo: 2,
  },
  {
    code: 'PL-pix-deposits',
    type: 'PL',
    title: 'PIX deposits now credited in under one minute',
    content: '<p>PIX deposits are now credited in under one minute, 24/7.</p>',
    daysAgo: 3,
  },
  {
    code: 'PL-responsible-gaming',
    type: 'PL',
    title: 'Play responsibly: 18+ only',
    content:
      '<p>Gaming is for adults aged 18 and over. Set limits in your member centre.</p><ul><li>Deposit limits</li><li>Session reminders</li></ul>',
    daysAgo: 5,
  },
  {
    code: 'PU-welcome',
    type: 'PU',
    title: 'Welcome to Concha Play',
    content:
      '<h3>Welcome!</h3><p>Over 600 games, live tables and daily lottery draws. <a href="/m/activity">See promotions</a>.</p>',
    daysAgo: 1,
  },
  {
    code: 'PU-app',
    type: 'PU',
    title: 'Get the app',
    content:
      '<p>Install our app for faster access and exclusive rewards. <a href="/m/app">Download</a></p>',
    daysAgo: 4,
  },
];

export interface PromotionSeed {
  code: string;
  title: string;
  category: string;
  content: string;
  daysAgo: number;
  /** null = long-term (noExpiry 1). */
  lastsDays: number | null;
  bannerTitle: string;
}

export const DEMO_PROMOTIONS: PromotionSeed[] = [
  {
    code: 'PR-first-deposit',
    title: 'First Deposit Bonus 100%',
    category: 'deposit_promo',
    content: '<p>Double your first deposit up to R$ 500,00. Wagering 20x.</p>',
    daysAgo: 10,
    lastsDays: null,
    bannerTitle: 'First Deposit Bonus',
  },
  {
    code: 'PR-weekly-rebate',
    title: 'Weekly Rebate up to 1%',
    category: 'rebate_promo',
    content: "<p>Every Monday we return up to 1% of last week's slot bets.</p>",
    daysAgo: 7,
    lastsDays: 90,
    bannerTitle: 'Weekly Rebate',
  },
  {
    code: 'PR-app-download',
    title: 'Download the App, get R$ 5',
    category: 'app_download',
    content: '<p>Log in through the app for the first time and receive R$ 5,00.</p>',
    daysAgo: 3,
    lastsDays: 60,
    bannerTitle: 'App Download Reward',
  },
];

export interface ServiceSeed {
  code: string;
  title: string;
  csType: string;
  path: string;
}

export const DEMO_SERVICE: ServiceSeed[] = [
  {
    code: 'CS-livechat',
    title: 'Live chat',
    csType: 'LIVECHAT',
    path: 'https://chat.concha.demo.example/livechat?merchant=DEMO',
  },
  {
    code: 'CS-telegram',
    title: 'Telegram',
    csType: 'TELEGRAM',
    path: 'https://t.me/concha_demo_support',
  },
  {
    code: 'CS-email',
    title: 'E-mail',
    csType: 'EMAIL',
    path: 'mailto:support@concha.demo.example',
  },
];

export const DEMO_RESOURCES: Record<ResourceType, { url: string; label: string }> = {
  Android: { url: 'https://download.concha.demo.example/app/concha-play.apk', label: 'Android' },
  IOS: { url: 'https://apps.demo.example/ios/concha-play', label: 'iOS' },
  MOBILECONFIG: {
    url: 'https://download.concha.demo.example/app/concha-play.mobileconfig',
    label: 'iOS profile',
  },
  AppDownloadIcon: { url: '/wps/art/app-icon.svg', label: 'App icon' },
  TELEGRAM: { url: 'https://t.me/concha_demo', label: 'Telegram channel' },
  TELEGRAM2: { url: 'https://t.me/concha_demo_group', label: 'Telegram group' },
  AFFILIATELINK: { url: 'https://affiliates.concha.demo.example', label: 'Affiliate programme' },
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
