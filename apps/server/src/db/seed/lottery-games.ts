import { LOTTERY_TAGS } from '@app/contracts';
import type { LotteryGamesTable } from '../schema/tables.ts';

/**
 * The seeded lottery games (decision 015). Each is keyed by the catalogue game id of its tile
 * (LOTT tiles of vendor LTN from 11001, ELOTT tiles of vendor ELX from 12001), so the tile's
 * launch link opens its betting page; the catalogue builds those tiles from this list.
 *
 * Vietnamese regional games run on Vietnam's clock (UTC+7) on their provinces' real weekdays:
 * the north every day at 18:15, the central provinces at 17:15 and the southern ones at 16:15.
 * Place names are Vietnamese in every language.
 */

/** Vietnam's clock: minutes east of UTC. */
export const VIETNAM_UTC_OFFSET = 420;
/** Regional games stop selling 15 minutes before their draw. */
const TRAD_LOCK_SECONDS = 900;
const EVERY_DAY = '1,2,3,4,5,6,7';

export type LotteryGameSeed = Omit<LotteryGamesTable, 'enabled'>;

export interface LotteryMenuGroupSeed {
  tag: string;
  label: { pt: string; en: string; vi: string };
  /** A GPI group names the vendor whose game list the lobby shows instead of cards. */
  vendorCode: string | null;
  /** The launch link's game group id of the group's games. */
  gameGroupId: number;
}

/** The lobby's menu groups in menu order (the site adds its own ALL tab in front). */
export const LOTTERY_MENU_GROUPS: readonly LotteryMenuGroupSeed[] = [
  {
    tag: 'vietnam_north',
    label: { pt: 'Norte', en: 'North', vi: 'Miền Bắc' },
    vendorCode: null,
    gameGroupId: 1,
  },
  {
    tag: 'vietnam_central',
    label: { pt: 'Centro', en: 'Central', vi: 'Miền Trung' },
    vendorCode: null,
    gameGroupId: 2,
  },
  {
    tag: 'vietnam_south',
    label: { pt: 'Sul', en: 'South', vi: 'Miền Nam' },
    vendorCode: null,
    gameGroupId: 3,
  },
  {
    tag: 'vietnam_rb_stock',
    label: { pt: 'Bolsa', en: 'Stock', vi: 'Chứng khoán' },
    vendorCode: null,
    gameGroupId: 4,
  },
  {
    tag: 'ent',
    label: { pt: 'Loterias rápidas', en: 'Quick draws', vi: 'Xổ số siêu tốc' },
    vendorCode: null,
    gameGroupId: 5,
  },
  {
    tag: LOTTERY_TAGS.vendorList,
    label: { pt: 'E-Lotto Express', en: 'E-Lotto Express', vi: 'E-Lotto Express' },
    vendorCode: 'ELX',
    gameGroupId: 6,
  },
];

/** The Vietnamese regional groups (the home widget's menu and recent results). */
export const VIETNAM_MENU_TAGS: readonly string[] = [
  'vietnam_north',
  'vietnam_central',
  'vietnam_south',
  'vietnam_rb_stock',
];

function groupId(menuTag: string): number {
  const group = LOTTERY_MENU_GROUPS.find((g) => g.tag === menuTag);
  if (!group) throw new Error(`no lottery menu group ${menuTag}`);
  return group.gameGroupId;
}

/** A province: [code, name, draw days (1 = Sunday ... 7 = Saturday), hot]. */
type Province = readonly [code: string, name: string, days: string, hot?: boolean];

const NORTH: readonly Province[] = [['VN_MB', 'Miền Bắc', EVERY_DAY, true]];

const SOUTH: readonly Province[] = [
  ['VN_HCM', 'TP. Hồ Chí Minh', '2,7', true],
  ['VN_DT', 'Đồng Tháp', '2'],
  ['VN_CM', 'Cà Mau', '2'],
  ['VN_BTR', 'Bến Tre', '3'],
  ['VN_VT', 'Vũng Tàu', '3'],
  ['VN_BL', 'Bạc Liêu', '3'],
  ['VN_DN', 'Đồng Nai', '4'],
  ['VN_CT', 'Cần Thơ', '4'],
  ['VN_ST', 'Sóc Trăng', '4'],
  ['VN_TN', 'Tây Ninh', '5'],
  ['VN_AG', 'An Giang', '5'],
  ['VN_BTH', 'Bình Thuận', '5'],
  ['VN_VL', 'Vĩnh Long', '6'],
  ['VN_BD', 'Bình Dương', '6'],
  ['VN_TV', 'Trà Vinh', '6'],
  ['VN_LA', 'Long An', '7'],
  ['VN_BP', 'Bình Phước', '7'],
  ['VN_HG', 'Hậu Giang', '7'],
  ['VN_TG', 'Tiền Giang', '1'],
  ['VN_KG', 'Kiên Giang', '1'],
  ['VN_DL', 'Đà Lạt', '1'],
];

const CENTRAL: readonly Province[] = [
  ['VN_HUE', 'Huế', '2'],
  ['VN_PY', 'Phú Yên', '2'],
  ['VN_DLK', 'Đắk Lắk', '3'],
  ['VN_QNM', 'Quảng Nam', '3'],
  ['VN_DNG', 'Đà Nẵng', '4,7', true],
  ['VN_KH', 'Khánh Hòa', '1,4'],
  ['VN_BDI', 'Bình Định', '5'],
  ['VN_QT', 'Quảng Trị', '5'],
  ['VN_QB', 'Quảng Bình', '5'],
  ['VN_GL', 'Gia Lai', '6'],
  ['VN_NT', 'Ninh Thuận', '6'],
  ['VN_QNG', 'Quảng Ngãi', '7'],
  ['VN_DNO', 'Đắk Nông', '7'],
  ['VN_KT', 'Kon Tum', '1'],
];

const FIRST_LOTT_ID = 11_001;
const FIRST_ELOTT_ID = 12_001;

function regional(): LotteryGameSeed[] {
  const regions: ReadonlyArray<[string, string, 'north' | 'south', readonly Province[]]> = [
    ['vietnam_north', '18:15', 'north', NORTH],
    ['vietnam_central', '17:15', 'south', CENTRAL],
    ['vietnam_south', '16:15', 'south', SOUTH],
  ];
  return regions.flatMap(([menuTag, drawTime, layout, provinces]) =>
    provinces.map(([code, name, days, hot]) => ({
      game_id: 0,
      code,
      name_en: name,
      name_pt: name,
      name_vi: name,
      game_type: 'LOTT',
      vendor_code: 'LTN',
      game_group_id: groupId(menuTag),
      play_type: 'trad',
      layout,
      prize_mode: 'Lott',
      draw_days: days,
      draw_time: drawTime,
      interval_minutes: null,
      utc_offset: VIETNAM_UTC_OFFSET,
      lock_seconds: TRAD_LOCK_SECONDS,
      tag: hot ? LOTTERY_TAGS.hot : 'vietnam_rb',
      menu_tag: menuTag,
      sort_order: 0,
    })),
  );
}

/** A game drawn on the VN30 stock index's trading days, after the market closes. */
const STOCK: LotteryGameSeed = {
  game_id: 0,
  code: 'VN_VN30',
  name_en: 'VN30 Index',
  name_pt: 'Índice VN30',
  name_vi: 'Chỉ số VN30',
  game_type: 'LOTT',
  vendor_code: 'LTN',
  game_group_id: groupId('vietnam_rb_stock'),
  play_type: 'trad',
  layout: 'north',
  prize_mode: 'Lott',
  draw_days: '2,3,4,5,6',
  draw_time: '15:00',
  interval_minutes: null,
  utc_offset: VIETNAM_UTC_OFFSET,
  lock_seconds: TRAD_LOCK_SECONDS,
  tag: 'vietnam_rb_stock',
  menu_tag: 'vietnam_rb_stock',
  sort_order: 0,
};

/** Entertainment games: five digits every few minutes, selling until seconds before the draw. */
function entertainment(): LotteryGameSeed[] {
  const plans: ReadonlyArray<[minutes: number, lockSeconds: number]> = [
    [1, 10],
    [3, 20],
    [5, 30],
  ];
  return plans.map(([minutes, lockSeconds]) => ({
    game_id: 0,
    code: `ENT_TURBO_${minutes}`,
    name_en: `Turbo ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
    name_pt: `Turbo ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`,
    name_vi: `Siêu tốc ${minutes} phút`,
    game_type: 'ELOTT',
    vendor_code: 'ELX',
    game_group_id: groupId('ent'),
    play_type: 'ent',
    layout: 'digits5',
    prize_mode: 'Elott',
    draw_days: EVERY_DAY,
    draw_time: null,
    interval_minutes: minutes,
    utc_offset: VIETNAM_UTC_OFFSET,
    lock_seconds: lockSeconds,
    tag: 'ent',
    menu_tag: 'ent',
    sort_order: 0,
  }));
}

/** Every seeded lottery game, with its catalogue game id and its place in its menu group. */
export const LOTTERY_GAMES: readonly LotteryGameSeed[] = [
  ...[...regional(), STOCK].map((game, index) => ({
    ...game,
    game_id: FIRST_LOTT_ID + index,
    sort_order: index + 1,
  })),
  ...entertainment().map((game, index) => ({
    ...game,
    game_id: FIRST_ELOTT_ID + index,
    sort_order: index + 1,
  })),
];
