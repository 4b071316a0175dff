/**
 * The sportsbook's catalogue: every sport the provider runs, its competitions and their sides.
 * The matches are virtual (simulated by match.ts), so the clubs and players are invented; the
 * Brazilian competitions read Brazilian on purpose, the product's players are.
 *
 * A sport's `periods` are in SIMULATED minutes (a football match is 2 x 45 minutes of play); its
 * `realDurationMs` is the wall-clock length of the compressed match at speed 1. Sports without a
 * clock (volleyball, tennis, e-sports) play in fixed wall-clock slots, one per set or map, so
 * `realDurationMs` is their longest possible match (every set or map played) and their period
 * `minutes` is only a nominal length for display.
 */

export type SportCode = 'football' | 'futsal' | 'basketball' | 'volleyball' | 'tennis' | 'esports';
export const SPORT_CODES: readonly SportCode[] = [
  'football',
  'futsal',
  'basketball',
  'volleyball',
  'tennis',
  'esports',
];

/** Text in the two languages the sportsbook ships with. */
export interface Text {
  pt: string;
  en: string;
}

export type Side = 'home' | 'away';

export interface Score {
  home: number;
  away: number;
}

/** How a sport's result is counted: goals, points, or won sets or maps (its `score`). */
export type ScoreKind = 'goals' | 'points' | 'sets' | 'maps';

export interface Competition {
  code: string;
  name: Text;
  /**
   * Teams (players, for tennis), strongest first: fixtures.ts rates a side by its place in this
   * list (teamRating) plus a small drawn form, so a title favourite is usually favoured.
   */
  teams: readonly string[];
}

export interface SportPeriods {
  /** Halves, quarters, or the most sets or maps a match can have. */
  count: number;
  /** Simulated minutes of one period (nominal for sports without a clock). */
  minutes: number;
  name: Text;
}

export interface Sport {
  code: SportCode;
  name: Text;
  periods: SportPeriods;
  /** Basketball: a tied match goes to overtime periods of this many simulated minutes. */
  overtimeMinutes?: number;
  /** Wall-clock milliseconds of a match at speed 1 (the longest match for set and map sports). */
  realDurationMs: number;
  /** Whether a match can end level (football and futsal); the others always have a winner. */
  drawPossible: boolean;
  scoreKind: ScoreKind;
  competitions: readonly Competition[];
}

/** The five e-sports catalogue codes (the SPORTS vendors moved to the ESPORTS lobby). */
export type EsportsCode = 'AV' | 'AI' | 'IMES' | 'TF' | 'IA';
export const ESPORTS_CODES: readonly EsportsCode[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];

export interface EsportsTitle extends Competition {
  code: EsportsCode;
  /** The game's title, as the lobby shows it. */
  title: string;
}

/**
 * The e-sports titles, one competition each. Every match is a best of 3 maps, a map won by the
 * first team to 13 rounds (match.ts), whatever the title: one model prices all of them.
 */
export const ESPORTS_TITLES: Readonly<Record<EsportsCode, EsportsTitle>> = {
  AV: {
    code: 'AV',
    title: 'Valor Strike',
    name: { pt: 'Valor Strike', en: 'Valor Strike' },
    teams: [
      'Jaguar Esports',
      'Nébula Gaming',
      'Capivara Squad',
      'Neon Samurai',
      'Trovão Team',
      'Kraken Club',
      'Orion Syndicate',
      'Iron Mantis',
    ],
  },
  AI: {
    code: 'AI',
    title: 'Rift Legends',
    name: { pt: 'Rift Legends', en: 'Rift Legends' },
    teams: [
      'Boitatá Gaming',
      'Saci Esports',
      'Tempest Unit',
      'Arcane Foxes',
      'Curupira Five',
      'Solar Dragons',
      'Vortex Five',
      'Mística Team',
    ],
  },
  IMES: {
    code: 'IMES',
    title: 'Arena Rush',
    name: { pt: 'Arena Rush', en: 'Arena Rush' },
    teams: [
      'Pantera Negra GG',
      'Red Comet',
      'Tucano Esports',
      'Frost Wolves',
      'Relâmpago Team',
      'Crimson Owls',
      'Maré Gaming',
      'Static Shock',
    ],
  },
  TF: {
    code: 'TF',
    title: 'Goal Masters eFootball',
    name: { pt: 'Goal Masters eFootball', en: 'Goal Masters eFootball' },
    teams: [
      'Canarinho eSports',
      'Gol de Placa Team',
      'Virtual Tiki-Taka',
      'Drible Digital',
      'Pixel Strikers',
      'Chapéu Club',
      'Offside Kings',
      'Bicicleta Gaming',
    ],
  },
  IA: {
    code: 'IA',
    title: 'Tower Siege',
    name: { pt: 'Tower Siege', en: 'Tower Siege' },
    teams: [
      'Fortaleza Gaming',
      'Siege Breakers',
      'Muralha Team',
      'Catapult Crew',
      'Bastião Esports',
      'Iron Ramparts',
      'Trincheira GG',
      'Gatehouse Five',
    ],
  },
};

const BRASILEIRAO: readonly string[] = [
  'Atlético Serrano',
  'Porto Alegre FC',
  'Esporte Clube Litoral',
  'Sociedade Esportiva Planalto',
  'Clube Atlético Cerrado',
  'Grêmio Ribeirinho',
  'União Paulistana',
  'Real Mineiro EC',
  'Tupinambá FC',
  'Associação Atlética Ipê Amarelo',
  'Independente do Pantanal',
  'Estrela Boreal FC',
  'Canarinho Esporte Clube',
  'Sport Club Maré Alta',
  'Operário Catarinense',
  'Ferroviária do Sertão',
  'Juventude Baiana',
  'Aurora do Cariri',
  'América Potiguar',
  'Colorado do Agreste',
];

export const SPORTS: Readonly<Record<SportCode, Sport>> = {
  football: {
    code: 'football',
    name: { pt: 'Futebol', en: 'Football' },
    periods: { count: 2, minutes: 45, name: { pt: 'Tempo', en: 'Half' } },
    realDurationMs: 8 * 60_000,
    drawPossible: true,
    scoreKind: 'goals',
    competitions: [
      {
        code: 'BRA-A',
        name: { pt: 'Brasileirão Série A', en: 'Brasileirão Série A' },
        teams: BRASILEIRAO,
      },
      {
        code: 'COPA-BR',
        name: { pt: 'Copa do Brasil', en: 'Brazilian Cup' },
        teams: [
          ...BRASILEIRAO.slice(0, 12),
          'Bandeirantes FC',
          'Tabajara Esporte Clube',
          'Jacarandá FC',
          'Maracá EC',
          'Atlético Guaraciaba',
          'Ypê Roxo FC',
          'Aliança Amazonense',
          'Palmeiral do Piauí',
        ],
      },
      {
        code: 'EURO',
        name: { pt: 'Liga Continental Europeia', en: 'Continental European League' },
        teams: [
          'Kingsport Rovers',
          'Atlético Meseta',
          'Borussia Rheinfeld',
          'Inter Lombardia',
          'Olympique Provence',
          'Sporting Atlântico',
          'Northbridge Albion',
          'Dynamo Karpaty',
          'Celtic Highlands',
          'FC Nordhavn',
          'Racing Loire',
          'Viktoria Moldau',
          'AC Toscana',
          'Real Costa Brava',
        ],
      },
      {
        code: 'LIBERTADORES',
        name: { pt: 'Libertadores', en: 'Libertadores' },
        teams: [
          'Atlético Serrano',
          'Porto Alegre FC',
          'Deportivo Andino',
          'Club Atlético Pampa',
          'Esporte Clube Litoral',
          'Real Altiplano',
          'Sociedade Esportiva Planalto',
          'Unión Patagonia',
          'Atlético Cordillera',
          'Deportes Araucanía',
          'Sol de Asunción',
          'Cóndor FC',
          'Llaneros del Orinoco',
          'Racing del Sur',
          'Club Deportivo Malecón',
        ],
      },
    ],
  },
  futsal: {
    code: 'futsal',
    name: { pt: 'Futsal', en: 'Futsal' },
    periods: { count: 2, minutes: 20, name: { pt: 'Tempo', en: 'Half' } },
    realDurationMs: 6 * 60_000,
    drawPossible: true,
    scoreKind: 'goals',
    competitions: [
      {
        code: 'LIGA-FUTSAL',
        name: { pt: 'Liga Futsal', en: 'Futsal League' },
        teams: [
          'Serra Gaúcha Futsal',
          'Cascavel Azul Futsal',
          'Vale do Itajaí Futsal',
          'Praia Grande Futsal',
          'Campos Gerais Futsal',
          'Sorocabana Futsal',
          'Missões Futsal',
          'Oeste Paulista Futsal',
          'Chapada Futsal',
          'Recôncavo Futsal',
          'Lagoa Dourada Futsal',
          'Meia-Lua Futsal Clube',
        ],
      },
    ],
  },
  basketball: {
    code: 'basketball',
    name: { pt: 'Basquete', en: 'Basketball' },
    periods: { count: 4, minutes: 10, name: { pt: 'Quarto', en: 'Quarter' } },
    overtimeMinutes: 5,
    realDurationMs: 7 * 60_000,
    drawPossible: false,
    scoreKind: 'points',
    competitions: [
      {
        code: 'LNB',
        name: { pt: 'Liga Nacional de Basquete', en: 'National Basketball League' },
        teams: [
          'Leões de Brasília',
          'Corsários de Santos',
          'Jaguares de Campinas',
          'Bandeirantes de São Paulo',
          'Águias do Rio',
          'Falcões de Curitiba',
          'Piratas do Recife',
          'Tigres do Cerrado',
          'Guerreiros de Manaus',
          'Tubarões de Fortaleza',
          'Araras Basquete',
          'Gaviões de Goiânia',
        ],
      },
      {
        code: 'INTL',
        name: { pt: 'Liga Internacional de Basquete', en: 'International Basketball League' },
        teams: [
          'Vilnius Amber',
          'Madrid Meridian',
          'Istanbul Bosphorus',
          'Athens Olympians',
          'Barcelona Harbour',
          'Kaunas Oaks',
          'Bologna Towers',
          'Tel Aviv Lions',
          'Berlin Bears',
          'Paris Lumière',
          'Monaco Riviera',
          'Bayside Mariners',
        ],
      },
    ],
  },
  volleyball: {
    code: 'volleyball',
    name: { pt: 'Vôlei', en: 'Volleyball' },
    periods: { count: 5, minutes: 25, name: { pt: 'Set', en: 'Set' } },
    realDurationMs: 7.5 * 60_000,
    drawPossible: false,
    scoreKind: 'sets',
    competitions: [
      {
        code: 'SUPERLIGA',
        name: { pt: 'Superliga', en: 'Superliga' },
        teams: [
          'Vôlei Serrano',
          'Campinas Vôlei Clube',
          'Araucária Vôlei',
          'Vôlei Cerrado Goiano',
          'Vôlei Mar Azul',
          'Vôlei Ilha Bela',
          'Vôlei Rio Doce',
          'Sertãozinho Vôlei',
          'Vôlei Pampa',
          'Vôlei Litoral Norte',
          'Vôlei Chapada',
          'Vôlei Itaipu',
        ],
      },
    ],
  },
  tennis: {
    code: 'tennis',
    name: { pt: 'Tênis', en: 'Tennis' },
    periods: { count: 3, minutes: 40, name: { pt: 'Set', en: 'Set' } },
    realDurationMs: 7.5 * 60_000,
    drawPossible: false,
    scoreKind: 'sets',
    competitions: [
      {
        code: 'WORLD-TOUR',
        name: { pt: 'Circuito Mundial de Tênis', en: 'World Tennis Tour' },
        teams: [
          'Rafael Montenegro',
          'Luka Havel',
          'Stefan Aldrin',
          'João Bastos',
          'Mateo Ferrante',
          'Kenji Arakawa',
          'Hugo Lindqvist',
          'Diego Salvatierra',
          'Oliver Brandt',
          'Nikolai Varga',
          'Thiago Moura',
          'Alexei Dobrev',
          'Pierre Lemaire',
          'Casper Holm',
          'Marco Bellandi',
          'Daniel Okafor',
        ],
      },
    ],
  },
  esports: {
    code: 'esports',
    name: { pt: 'E-sports', en: 'E-sports' },
    periods: { count: 3, minutes: 35, name: { pt: 'Mapa', en: 'Map' } },
    realDurationMs: 7.5 * 60_000,
    drawPossible: false,
    scoreKind: 'maps',
    competitions: ESPORTS_CODES.map((code) => ESPORTS_TITLES[code]),
  },
};

export function getSport(code: SportCode): Sport {
  const sport = (SPORTS as Record<string, Sport | undefined>)[code];
  if (!sport) throw new RangeError(`unknown sport ${String(code)}`);
  return sport;
}

export function getCompetition(sport: SportCode, competition: string): Competition {
  const found = getSport(sport).competitions.find((c) => c.code === competition);
  if (!found) throw new RangeError(`${sport} has no competition ${competition}`);
  return found;
}

/** The fastest a match may be played (tests); 480 ms for a football match. */
export const MAX_SPEED = 1000;
/** The slowest (100x slower than the product): keeps every timeline product an exact integer. */
export const MIN_SPEED = 0.01;

/**
 * The wall-clock length of a sport's regulation match at `speed` (1 = the product's pace; 100
 * plays a football match in 4.8 s for tests and demos), a whole number of milliseconds. Timelines
 * (match.ts) store it, so a match keeps its pace once simulated.
 */
export function scaledDurationMs(sport: SportCode, speed = 1): number {
  if (!Number.isFinite(speed) || speed < MIN_SPEED || speed > MAX_SPEED) {
    throw new RangeError(`speed must be in [${MIN_SPEED}, ${MAX_SPEED}]`);
  }
  return Math.max(1, Math.round(getSport(sport).realDurationMs / speed));
}
