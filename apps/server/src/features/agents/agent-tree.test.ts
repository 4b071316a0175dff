import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  assertDirectDownline,
  assertInSubtree,
  isAgentType,
  isInSubtree,
  subtree,
  subtreeIds,
} from './agent-tree.ts';

/** The agent tree every agent call checks (issue 8). */
describe('agent tree', () => {
  let t: TestApp;
  const ids = { top: 0, other: 0, a: 0, b: 0, a1: 0, a2: 0, a11: 0, o1: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    // top ─ a ─ a1 ─ a11
    //     │    └ a2
    //     └ b
    // other ─ o1 (another agent's team)
    ids.top = (await insertMember(db, { type: 1 })).id;
    ids.other = (await insertMember(db, { type: 1 })).id;
    ids.a = (await insertMember(db, { type: 1, upline_id: ids.top })).id;
    ids.b = (await insertMember(db, { upline_id: ids.top })).id;
    ids.a1 = (await insertMember(db, { type: 1, upline_id: ids.a })).id;
    ids.a2 = (await insertMember(db, { upline_id: ids.a })).id;
    ids.a11 = (await insertMember(db, { upline_id: ids.a1 })).id;
    ids.o1 = (await insertMember(db, { upline_id: ids.other })).id;
  });
  afterAll(() => t.cleanup());

  it('knows agent types from member, trial and excluded types', () => {
    expect([0, 4, 40].map(isAgentType)).toEqual([false, false, false]);
    expect([1, 2, 41, 42].map(isAgentType)).toEqual([true, true, true, true]);
  });

  it('lists the whole subtree with depths, and nothing of another team', async () => {
    const rows = await subtree(t.database.db, 'DEMO', ids.top);
    const byId = new Map(rows.map((row) => [row.id, row.depth]));
    expect(byId).toEqual(
      new Map([
        [ids.a, 1],
        [ids.b, 1],
        [ids.a1, 2],
        [ids.a2, 2],
        [ids.a11, 3],
      ]),
    );
    expect(await subtreeIds(t.database.db, 'DEMO', ids.a)).toEqual(
      expect.arrayContaining([ids.a1, ids.a2, ids.a11]),
    );
    expect(await subtreeIds(t.database.db, 'DEMO', ids.a11)).toEqual([]);
    expect(await subtreeIds(t.database.db, 'OTHER', ids.top)).toEqual([]);
  });

  it('checks one member against a team, refusing other teams, uplines and itself', async () => {
    const db = t.database.db;
    expect(await isInSubtree(db, 'DEMO', ids.top, ids.a11)).toBe(true);
    expect(await isInSubtree(db, 'DEMO', ids.a, ids.b)).toBe(false);
    expect(await isInSubtree(db, 'DEMO', ids.a, ids.top)).toBe(false);
    expect(await isInSubtree(db, 'DEMO', ids.a, ids.a)).toBe(false);
    expect(await isInSubtree(db, 'DEMO', ids.top, ids.o1)).toBe(false);
    expect(await isInSubtree(db, 'DEMO', ids.top, 987654321)).toBe(false);
    await expect(assertInSubtree(db, 'DEMO', ids.top, ids.o1)).rejects.toMatchObject({
      code: 'agent.downline.not.found',
      status: 404,
    });
    await expect(assertDirectDownline(db, 'DEMO', ids.top, ids.a)).resolves.toBeUndefined();
    await expect(assertDirectDownline(db, 'DEMO', ids.top, ids.a1)).rejects.toMatchObject({
      code: 'agent.downline.not.found',
    });
  });
});
