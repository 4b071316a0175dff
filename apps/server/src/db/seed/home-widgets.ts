import type { Kysely } from 'kysely';
import type { Database } from '../schema/tables.ts';
import {
  saveHotMatch,
  saveNews,
  type LocalizedText,
} from '../../features/home-widgets/lobby-content.service.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The demo's fixtures come round again weekly (decision 020). */
const DEMO_MATCH_REPEAT_DAYS = 7;

const same = (text: string): LocalizedText => ({ en: text, pt: text });

/** Hot matches of the demo merchant, kick-offs in hours after the first seed. */
export const DEMO_HOT_MATCHES: ReadonlyArray<{
  code: string;
  inHours: number;
  league: LocalizedText;
  homeTeam: LocalizedText;
  awayTeam: LocalizedText;
  odds: { home: number; draw: number; away: number };
}> = [
  {
    code: 'match-1',
    inHours: 3,
    league: { en: 'Brazilian Série A', pt: 'Brasileirão Série A' },
    homeTeam: same('Flamengo'),
    awayTeam: same('Palmeiras'),
    odds: { home: 215, draw: 320, away: 330 },
  },
  {
    code: 'match-2',
    inHours: 20,
    league: { en: 'Portuguese Primeira Liga', pt: 'Liga Portugal' },
    homeTeam: same('Benfica'),
    awayTeam: same('FC Porto'),
    odds: { home: 240, draw: 310, away: 290 },
  },
  {
    code: 'match-3',
    inHours: 27,
    league: { en: 'English Premier League', pt: 'Premier League inglesa' },
    homeTeam: same('Arsenal'),
    awayTeam: same('Liverpool'),
    odds: { home: 255, draw: 345, away: 265 },
  },
  {
    code: 'match-4',
    inHours: 50,
    league: { en: 'Spanish La Liga', pt: 'La Liga espanhola' },
    homeTeam: same('Real Madrid'),
    awayTeam: same('Barcelona'),
    odds: { home: 205, draw: 360, away: 320 },
  },
  {
    code: 'match-5',
    inHours: 74,
    league: { en: 'International friendly', pt: 'Amistoso internacional' },
    homeTeam: { en: 'Brazil', pt: 'Brasil' },
    awayTeam: { en: 'Portugal', pt: 'Portugal' },
    odds: { home: 195, draw: 335, away: 380 },
  },
  {
    code: 'match-6',
    inHours: 122,
    league: { en: 'Vietnamese V.League 1', pt: 'V.League 1 do Vietnã' },
    homeTeam: same('Hà Nội FC'),
    awayTeam: same('Công An Hà Nội'),
    odds: { home: 230, draw: 300, away: 295 },
  },
];

/** Hot news of the demo merchant (HTML bodies, sanitised when stored). */
export const DEMO_NEWS: ReadonlyArray<{
  code: string;
  daysAgo: number;
  art: string;
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
}> = [
  {
    code: 'news-derby-week',
    daysAgo: 0.2,
    art: 'football',
    title: { en: 'Derby week: odds boosted', pt: 'Semana de clássicos: odds turbinadas' },
    summary: {
      en: 'The biggest derbies of the week with boosted odds on the home win.',
      pt: 'Os maiores clássicos da semana com odds turbinadas na vitória do mandante.',
    },
    content: {
      en: '<p>This week brings <strong>three derbies</strong> in a row. Every featured match on the home page carries boosted odds on the home win until kick-off.</p><ul><li>Benfica v FC Porto</li><li>Real Madrid v Barcelona</li><li>Flamengo v Palmeiras</li></ul><p>Bet responsibly: set a deposit limit in your member centre.</p>',
      pt: '<p>Esta semana traz <strong>três clássicos</strong> seguidos. Todas as partidas em destaque na página inicial têm odds turbinadas na vitória do mandante até o apito inicial.</p><ul><li>Benfica x FC Porto</li><li>Real Madrid x Barcelona</li><li>Flamengo x Palmeiras</li></ul><p>Jogue com responsabilidade: defina um limite de depósito na área do membro.</p>',
    },
  },
  {
    code: 'news-vietnam-lottery',
    daysAgo: 1,
    art: 'lottery',
    title: {
      en: 'Vietnam lottery results every evening',
      pt: 'Resultados da loteria do Vietnã todas as noites',
    },
    summary: {
      en: 'North, central and south draws with results you can verify yourself.',
      pt: 'Sorteios do norte, centro e sul com resultados que você pode verificar.',
    },
    content: {
      en: '<p>The northern draw is at <strong>18:15</strong> Vietnam time, the central at 17:15 and the southern at 16:15. Every result comes with its seed, so anyone can check it in the draw history.</p>',
      pt: '<p>O sorteio do norte é às <strong>18:15</strong> no horário do Vietnã, o do centro às 17:15 e o do sul às 16:15. Cada resultado vem com sua semente, para que qualquer pessoa possa verificá-lo no histórico de sorteios.</p>',
    },
  },
  {
    code: 'news-new-slots',
    daysAgo: 2,
    art: 'slots',
    title: { en: 'New in-house slots this month', pt: 'Novos slots da casa este mês' },
    summary: {
      en: 'Fresh themes, free play for every title and provably fair rounds.',
      pt: 'Temas novos, jogo grátis em todos os títulos e rodadas comprovadamente justas.',
    },
    content: {
      en: '<p>Our in-house studio released new slot themes. Try each one in <em>free play</em> first, then play for real.</p><p>Every round can be verified with your own client seed.</p>',
      pt: '<p>Nosso estúdio lançou novos temas de slots. Experimente cada um primeiro no <em>jogo grátis</em> e depois jogue valendo.</p><p>Cada rodada pode ser verificada com sua própria semente de cliente.</p>',
    },
  },
  {
    code: 'news-live-tables',
    daysAgo: 4,
    art: 'live',
    title: { en: 'More live tables in the evening', pt: 'Mais mesas ao vivo à noite' },
    summary: {
      en: 'Extra baccarat and roulette tables from 19:00.',
      pt: 'Mesas extras de bacará e roleta a partir das 19:00.',
    },
    content: {
      en: '<p>From 19:00 we open <strong>extra baccarat and roulette tables</strong> so you never wait for a seat.</p>',
      pt: '<p>A partir das 19:00 abrimos <strong>mesas extras de bacará e roleta</strong> para você nunca esperar por um lugar.</p>',
    },
  },
  {
    code: 'news-responsible-gaming',
    daysAgo: 6,
    art: 'promo',
    title: { en: 'Play responsibly', pt: 'Jogue com responsabilidade' },
    summary: {
      en: 'Limits, breaks and self-exclusion: the tools that keep play fun.',
      pt: 'Limites, pausas e autoexclusão: as ferramentas que mantêm o jogo divertido.',
    },
    content: {
      en: '<p>Gaming is for adults aged 18 or over. Set deposit limits, take breaks and, if you need it, ask customer service for self-exclusion.</p>',
      pt: '<p>O jogo é para maiores de 18 anos. Defina limites de depósito, faça pausas e, se precisar, peça a autoexclusão ao atendimento.</p>',
    },
  },
];

/**
 * The demo's hot matches and hot news (decision 020). Insert-if-absent on their codes, so a
 * restart adds nothing; match kick-offs are stored relative to the first seed and roll forward
 * weekly when read, so the demo never shows a match that has already kicked off.
 */
export async function seedHomeWidgets(
  db: Kysely<Database>,
  merchantCode: string,
  now: Date,
): Promise<void> {
  // Kick-offs on the half hour, as fixtures are.
  const base = Math.ceil(now.getTime() / (HOUR_MS / 2)) * (HOUR_MS / 2);
  for (const match of DEMO_HOT_MATCHES) {
    await saveHotMatch(db, merchantCode, {
      code: match.code,
      league: match.league,
      homeTeam: match.homeTeam,
      awayTeam: match.awayTeam,
      kickOffAt: new Date(base + match.inHours * HOUR_MS).toISOString(),
      repeatDays: DEMO_MATCH_REPEAT_DAYS,
      odds: match.odds,
    });
  }
  for (const item of DEMO_NEWS) {
    await saveNews(db, merchantCode, {
      code: item.code,
      title: item.title,
      summary: item.summary,
      content: item.content,
      art: item.art,
      publishedAt: new Date(now.getTime() - item.daysAgo * DAY_MS).toISOString(),
    });
  }
}
