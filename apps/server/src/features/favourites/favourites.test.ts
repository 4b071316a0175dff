import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  FAVOURITES_MAX,
  FavouriteChangeValue,
  FavouriteIds,
  FavouritesPage,
} from '@app/contracts';
import type { GameRow } from '../games/games.repository.ts';
import { expectError } from '../accounts/test-support.ts';
import { okValue } from '../../testing/api.ts';
import { insertMemberWithSession } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

describe('favourite games', () => {
  let t: TestApp;
  /** Enabled, non-lottery games of the seed, in game id order. */
  let games: GameRow[];
  let lott: GameRow;
  let elott: GameRow;

  const headers = (cookie: string | null) => (cookie ? { cookie } : {});
  const newMember = () => insertMemberWithSession(t.database.db);
  const add = (cookie: string | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: API.favourites, headers: headers(cookie), payload });
  const remove = (cookie: string | null, query: Record<string, string>) =>
    t.app.inject({
      method: 'DELETE',
      url: `${API.favourites}?${new URLSearchParams(query)}`,
      headers: headers(cookie),
    });
  const get = (cookie: string | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: headers(cookie) });
  const addGame = async (cookie: string, game: GameRow) =>
    FavouriteChangeValue.parse(
      okValue(await add(cookie, { nodeId: game.node_id, vendor: game.vendor_code })),
    );
  const list = async (cookie: string, query = '') =>
    FavouritesPage.parse(okValue(await get(cookie, `${API.favourites}${query}`)));
  const ids = async (cookie: string, query = '') =>
    FavouriteIds.parse(okValue(await get(cookie, `${API.favouriteIds}${query}`)));
  const rowsOf = async (memberId: number) =>
    (
      await t.database.db
        .selectFrom('favourite_games')
        .select('game_id')
        .where('member_id', '=', memberId)
        .orderBy('game_id')
        .execute()
    ).map((row) => row.game_id);
  /** Adds in order with distinct times, so "newest first" is the reverse of `added`. */
  const addInOrder = async (memberId: number, added: GameRow[]) => {
    const start = Date.parse('2025-01-01T00:00:00Z');
    await t.database.db
      .insertInto('favourite_games')
      .values(
        added.map((game, i) => ({
          member_id: memberId,
          game_id: game.game_id,
          created_at: new Date(start + i * 1000).toISOString(),
        })),
      )
      .execute();
  };
  const pick = (predicate: (game: GameRow) => boolean, count: number) => {
    const found = games.filter(predicate).slice(0, count);
    expect(found).toHaveLength(count);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const all = await t.database.db
      .selectFrom('games')
      .selectAll()
      .where('enabled', '=', 1)
      .orderBy('game_id')
      .execute();
    games = all.filter((g) => g.game_type !== 'LOTT' && g.game_type !== 'ELOTT');
    lott = all.find((g) => g.game_type === 'LOTT')!;
    elott = all.find((g) => g.game_type === 'ELOTT')!;
    expect(lott).toBeDefined();
    expect(elott).toBeDefined();
  });
  afterAll(() => t.cleanup());

  it('answers 401 auth.required to guests on every call, changing nothing', async () => {
    const game = games[0]!;
    expectError(await add(null, { nodeId: game.node_id }), 401, 'auth.required');
    expectError(await remove(null, { nodeId: game.node_id }), 401, 'auth.required');
    expectError(await get(null, API.favourites), 401, 'auth.required');
    expectError(await get(null, API.favouriteIds), 401, 'auth.required');
    const count = await t.database.db
      .selectFrom('favourite_games')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('adds, lists and removes by node id string, idempotently', async () => {
    const m = await newMember();
    const [a, b] = pick(() => true, 2) as [GameRow, GameRow];
    expect(await addGame(m.cookie, a)).toEqual({ success: true });
    // Twice is one favourite, still a success.
    expect(await addGame(m.cookie, a)).toEqual({ success: true });
    // vendor is optional; the spec's token field in the body is ignored (the session decides).
    okValue(await add(m.cookie, { nodeId: b.node_id, token: 'anything' }));
    expect(await rowsOf(m.id)).toEqual([a.game_id, b.game_id].sort((x, y) => x - y));

    const page = await list(m.cookie);
    expect(page.pageNum).toBe(1);
    expect(page.totalPages).toBe(1);
    expect(page.content.map((g) => g.nodeId).sort()).toEqual([a.node_id, b.node_id].sort());
    expect(page.content.find((g) => g.nodeId === a.node_id)).toMatchObject({
      gameId: a.game_id,
      vassalage: a.vendor_code,
    });
    const idList = await ids(m.cookie);
    expect(idList.list.sort()).toEqual([a.node_id, b.node_id].sort());
    expect(idList.list.every((id) => typeof id === 'string')).toBe(true);

    const removed = await remove(m.cookie, { nodeId: a.node_id, vendor: a.vendor_code });
    expect(FavouriteChangeValue.parse(okValue(removed))).toEqual({ success: true });
    // Removing what is not there is a success too: the site has already dropped it.
    okValue(await remove(m.cookie, { nodeId: a.node_id }));
    expect(await rowsOf(m.id)).toEqual([b.game_id]);
    expect((await ids(m.cookie)).list).toEqual([b.node_id]);
  });

  it('keeps two members apart', async () => {
    const one = await newMember();
    const two = await newMember();
    const [a, b, c] = pick(() => true, 3) as [GameRow, GameRow, GameRow];
    await addGame(one.cookie, a);
    await addGame(one.cookie, b);
    await addGame(two.cookie, b);
    await addGame(two.cookie, c);
    okValue(await remove(two.cookie, { nodeId: b.node_id }));
    expect((await ids(one.cookie)).list.sort()).toEqual([a.node_id, b.node_id].sort());
    expect((await ids(two.cookie)).list).toEqual([c.node_id]);
    expect((await list(two.cookie)).content.map((g) => g.nodeId)).toEqual([c.node_id]);
    // Removing someone else's favourite from my list does not touch theirs.
    okValue(await remove(two.cookie, { nodeId: a.node_id }));
    expect(await rowsOf(one.id)).toEqual([a.game_id, b.game_id].sort((x, y) => x - y));
  });

  it('lists newest first, filtered by game type and vendor, alone and together', async () => {
    const m = await newMember();
    const bgsRng = pick((g) => g.vendor_code === 'BGS' && g.game_type === 'RNG', 2);
    const otherRng = pick((g) => g.vendor_code !== 'BGS' && g.game_type === 'RNG', 2);
    const live = pick((g) => g.game_type === 'LIVE', 1);
    const added = [bgsRng[0]!, live[0]!, otherRng[0]!, bgsRng[1]!, otherRng[1]!];
    await addInOrder(m.id, added);
    const newestFirst = [...added].reverse().map((g) => g.node_id);

    expect((await list(m.cookie)).content.map((g) => g.nodeId)).toEqual(newestFirst);
    expect((await ids(m.cookie)).list).toEqual(newestFirst);
    const rng = await list(m.cookie, '?gameType=RNG');
    expect(rng.content.map((g) => g.nodeId)).toEqual(
      newestFirst.filter((id) => id !== live[0]!.node_id),
    );
    const bgs = await list(m.cookie, '?vendor=BGS');
    expect(bgs.content.map((g) => g.nodeId)).toEqual([bgsRng[1]!.node_id, bgsRng[0]!.node_id]);
    const both = await list(m.cookie, `?gameType=RNG&vendor=${otherRng[0]!.vendor_code}`);
    expect(both.content.every((g) => g.gameType === 'RNG')).toBe(true);
    expect(both.content.map((g) => g.nodeId)).toContain(otherRng[0]!.node_id);
    const none = await list(m.cookie, '?gameType=FISH&vendor=BGS');
    expect(none).toEqual({ content: [], pageNum: 1, totalPages: 0 });
    // The spec's slot-list call, with its token and language fields.
    const spec = await list(
      m.cookie,
      '?token=x&pageNo=1&pageSize=25&gameType=RNG&language=en&vendor=BGS',
    );
    expect(spec.content).toHaveLength(2);
  });

  it('pages: default 25, the last page, a page beyond the end, sizes out of range answer 400', async () => {
    const m = await newMember();
    const added = pick(() => true, 27);
    await addInOrder(m.id, added);
    const newestFirst = [...added].reverse().map((g) => g.node_id);

    const first = await list(m.cookie);
    expect(first.content).toHaveLength(25);
    expect(first.totalPages).toBe(2);
    const last = await list(m.cookie, '?pageNo=2');
    expect(last).toMatchObject({ pageNum: 2, totalPages: 2 });
    expect(last.content.map((g) => g.nodeId)).toEqual(newestFirst.slice(25));
    expect(await list(m.cookie, '?pageNo=3')).toEqual({ content: [], pageNum: 3, totalPages: 2 });
    const small = await list(m.cookie, '?pageNo=7&pageSize=4');
    expect(small.totalPages).toBe(7);
    expect(small.content.map((g) => g.nodeId)).toEqual(newestFirst.slice(24, 28));

    const idPage = await ids(m.cookie, '?pageNo=2&pageSize=10');
    expect(idPage).toEqual({ list: newestFirst.slice(10, 20), pageNum: 2, totalPages: 3 });
    expect((await ids(m.cookie)).list).toEqual(newestFirst);
    expect(await ids(m.cookie, '?pageNo=2')).toEqual({ list: [], pageNum: 2, totalPages: 1 });

    for (const query of [
      'pageSize=0',
      'pageSize=101',
      'pageSize=abc',
      'pageSize=2.5',
      'pageNo=0',
      'pageNo=-1',
      'gameType=NOPE',
      'vendor=a-b',
    ]) {
      expectError(await get(m.cookie, `${API.favourites}?${query}`), 400, 'request.invalid');
    }
    for (const query of ['pageSize=0', 'pageSize=101', 'pageNo=0', 'pageNo=x']) {
      expectError(await get(m.cookie, `${API.favouriteIds}?${query}`), 400, 'request.invalid');
    }
  });

  it('refuses bad node ids and mismatched vendors, changing nothing', async () => {
    const m = await newMember();
    const game = pick((g) => g.vendor_code === 'BGS', 1)[0]!;
    const other = pick((g) => g.vendor_code !== 'BGS', 1)[0]!;
    await addGame(m.cookie, game);
    const before = await rowsOf(m.id);

    for (const nodeId of ['', 'abc', '12a', '-1', '1.5', ' 1', '1'.repeat(21), 12]) {
      expectError(await add(m.cookie, { nodeId }), 400, 'request.invalid');
    }
    expectError(await add(m.cookie, {}), 400, 'request.invalid');
    expectError(
      await add(m.cookie, { nodeId: game.node_id, vendor: 'no such!' }),
      400,
      'request.invalid',
    );
    for (const nodeId of ['', 'abc', '12a', '-1']) {
      expectError(await remove(m.cookie, { nodeId }), 400, 'request.invalid');
    }
    expectError(await remove(m.cookie, {}), 400, 'request.invalid');

    expectError(await add(m.cookie, { nodeId: '999999999' }), 404, 'game.not.found');
    expectError(await remove(m.cookie, { nodeId: '999999999' }), 404, 'game.not.found');
    // A real node id under another vendor's name is not that game.
    expectError(
      await add(m.cookie, { nodeId: other.node_id, vendor: 'BGS' }),
      404,
      'game.not.found',
    );
    expectError(
      await remove(m.cookie, { nodeId: game.node_id, vendor: other.vendor_code }),
      404,
      'game.not.found',
    );

    expect(await rowsOf(m.id)).toEqual(before);
  });

  it('refuses lottery games (their favourites stay on the device), in the request language', async () => {
    const m = await newMember();
    const en = await t.app.inject({
      method: 'POST',
      url: `${API.favourites}?language=EN`,
      headers: { cookie: m.cookie },
      payload: { nodeId: lott.node_id },
    });
    expect(expectError(en, 400, 'favourite.game.unsupported').message).toMatch(/lottery/i);
    const pt = await add(m.cookie, { nodeId: elott.node_id, vendor: elott.vendor_code });
    expect(expectError(pt, 400, 'favourite.game.unsupported').message).toMatch(/loteria/);
    expect(await rowsOf(m.id)).toEqual([]);
  });

  it('drops disabled games from the list and ids, refuses adding them, still lets them be removed', async () => {
    const m = await newMember();
    const [kept, hidden] = pick((g) => g.game_type === 'FISH', 2) as [GameRow, GameRow];
    await addInOrder(m.id, [kept, hidden]);
    const setEnabled = (enabled: number) =>
      t.database.db
        .updateTable('games')
        .set({ enabled })
        .where('game_id', '=', hidden.game_id)
        .execute();
    await setEnabled(0);
    try {
      expect((await list(m.cookie, '?gameType=FISH')).content.map((g) => g.nodeId)).toEqual([
        kept.node_id,
      ]);
      expect((await list(m.cookie, '?gameType=FISH')).totalPages).toBe(1);
      expect((await ids(m.cookie)).list).toEqual([kept.node_id]);
      const other = await newMember();
      expectError(await add(other.cookie, { nodeId: hidden.node_id }), 404, 'game.not.found');
      expect(await rowsOf(other.id)).toEqual([]);
      // Re-enabled, it comes back where it was.
      await setEnabled(1);
      expect((await ids(m.cookie)).list).toEqual([hidden.node_id, kept.node_id]);
      await setEnabled(0);
      okValue(await remove(m.cookie, { nodeId: hidden.node_id }));
      expect(await rowsOf(m.id)).toEqual([kept.game_id]);
    } finally {
      await setEnabled(1);
    }
  });

  it('keeps one row when the same game is added many times at once', async () => {
    const m = await newMember();
    const game = games[5]!;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => add(m.cookie, { nodeId: game.node_id })),
    );
    for (const answer of answers) expect(okValue(answer)).toEqual({ success: true });
    expect(await rowsOf(m.id)).toEqual([game.game_id]);
  });

  describe('the cap', () => {
    /** Enough extra games for a member to reach the cap, whatever the seed holds. */
    let extra: GameRow[];

    beforeAll(async () => {
      const template = games[0]!;
      extra = Array.from({ length: FAVOURITES_MAX + 5 }, (_, i) => ({
        ...template,
        game_id: 900_000 + i,
        node_id: String(9_000_000 + i),
        game_code: `CAP_${i}`,
        game_type: 'PVP',
        vendor_code: template.vendor_code,
        is_top: 0,
      }));
      for (let i = 0; i < extra.length; i += 100) {
        await t.database.db
          .insertInto('games')
          .values(extra.slice(i, i + 100))
          .execute();
      }
    });
    afterAll(async () => {
      await t.database.db.deleteFrom('games').where('game_id', '>=', 900_000).execute();
    });

    it(`stops at ${FAVOURITES_MAX} with favourite.limit.reached; re-adding one kept is still a success`, async () => {
      const m = await newMember();
      await addInOrder(m.id, extra.slice(0, FAVOURITES_MAX - 1));
      await addGame(m.cookie, extra[FAVOURITES_MAX - 1]!);
      const refused = await t.app.inject({
        method: 'POST',
        url: `${API.favourites}?language=EN`,
        headers: { cookie: m.cookie },
        payload: { nodeId: extra[FAVOURITES_MAX]!.node_id },
      });
      const error = expectError(refused, 409, 'favourite.limit.reached');
      expect(error.message).toContain(String(FAVOURITES_MAX));
      expect(error.value).toEqual({ max: FAVOURITES_MAX });
      expect(await rowsOf(m.id)).toHaveLength(FAVOURITES_MAX);
      // Idempotent even at the cap.
      expect(await addGame(m.cookie, extra[0]!)).toEqual({ success: true });
      // Removing one makes room for one.
      okValue(await remove(m.cookie, { nodeId: extra[0]!.node_id }));
      await addGame(m.cookie, extra[FAVOURITES_MAX]!);
      expect(await rowsOf(m.id)).toHaveLength(FAVOURITES_MAX);
    });

    it('lets exactly one of several simultaneous adds of different games take the last place', async () => {
      const m = await newMember();
      await addInOrder(m.id, extra.slice(0, FAVOURITES_MAX - 1));
      const contenders = extra.slice(FAVOURITES_MAX - 1, FAVOURITES_MAX + 5);
      const answers = await Promise.all(
        contenders.map((game) => add(m.cookie, { nodeId: game.node_id })),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.statusCode !== 200)) {
        expectError(answer, 409, 'favourite.limit.reached');
      }
      expect(await rowsOf(m.id)).toHaveLength(FAVOURITES_MAX);
    });
  });
});
