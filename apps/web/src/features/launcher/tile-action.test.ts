import { describe, expect, it } from 'vitest';
import { makeGame } from '../../test/api-stubs.tsx';
import { launchTarget, tileAction, withFragment } from './tile-action.ts';

describe('tileAction (spec 4 game tile click)', () => {
  it('asks a guest to sign in whatever the game', () => {
    for (const game of [
      makeGame(),
      makeGame({ vendorCode: 'TCG_LOTTO_VN' }),
      makeGame({ gameType: 'LOTT' }),
    ]) {
      expect(tileAction(game, { signedIn: false })).toEqual({ kind: 'login' });
    }
  });

  it('sends TCG_LOTTO_VN to the lottery launch with the default prize mode, TCG_SEA with SEA', () => {
    const vn = tileAction(makeGame({ vendorCode: 'TCG_LOTTO_VN', gameCode: 'VN_HN' }), {
      signedIn: true,
    });
    expect(vn).toEqual({
      kind: 'lottery',
      to: '/launchGame?playType=trad&prize_mode=Lott&code=VN_HN&pageBack=home',
    });
    const sea = tileAction(makeGame({ vendorCode: 'TCG_SEA', gameCode: 'SEA_1' }), {
      signedIn: true,
    });
    expect(sea).toEqual({
      kind: 'lottery',
      to: '/launchGame?playType=trad&prize_mode=SEA&code=SEA_1&pageBack=home',
    });
  });

  it('sends LOTT and ELOTT games to /launchGame with their lottery parameters', () => {
    const lott = tileAction(
      makeGame({
        gameId: 11001,
        nodeId: '111001',
        gameType: 'LOTT',
        vendorCode: 'LTN',
        gameCode: 'LTN_X',
        gameGroupId: 2,
        lottoMode: 'Lott',
      }),
      { signedIn: true },
    );
    expect(lott).toEqual({
      kind: 'lottery',
      to: '/launchGame?playType=trad&gameId=11001&gameGroupId=2&prize_mode=Lott&code=LTN_X&pageBack=home',
    });
    expect(
      tileAction(makeGame({ gameId: 12001, gameType: 'ELOTT', gameCode: 'ENT_1' }), {
        signedIn: true,
      }),
    ).toEqual({
      kind: 'lottery',
      to: '/launchGame?playType=ent&gameId=12001&prize_mode=Elott&code=ENT_1&pageBack=home',
    });
  });

  it('launches anything else with category, vendor, game or room id, node id and free play', () => {
    expect(
      tileAction(makeGame({ gameId: 1001, nodeId: '101001', vendorCode: 'BGS' }), {
        signedIn: true,
      }),
    ).toEqual({
      kind: 'launch',
      body: {
        gameCategory: 'RNG',
        vendor: 'BGS',
        gameId: 1001,
        nodeId: '101001',
        freePlay: false,
      },
    });
    const live = tileAction(
      makeGame({ gameType: 'LIVE', roomId: 'R5001', nodeId: '105001', vendorCode: 'VLV' }),
      { signedIn: true, freePlay: true },
    );
    expect(live).toEqual({
      kind: 'launch',
      body: {
        gameCategory: 'LIVE',
        vendor: 'VLV',
        roomId: 'R5001',
        nodeId: '105001',
        freePlay: true,
      },
    });
  });
});

describe('launchTarget', () => {
  it('opens outside games in free play for a trial account, and its own slots with its credit', () => {
    const freePlayOf = (game: ReturnType<typeof makeGame>) => {
      const action = tileAction(game, { signedIn: true, trial: true });
      return action.kind === 'launch' ? action.body.freePlay : null;
    };
    expect(freePlayOf(makeGame({ vendorCode: 'SLX', gameType: 'RNG', freeplay: 1 }))).toBe(true);
    expect(freePlayOf(makeGame({ vendorCode: 'BGS', gameType: 'RNG', freeplay: 1 }))).toBe(false);
    // Without a free mode the launch stays real, and the server tells the trial why not.
    expect(
      freePlayOf(makeGame({ vendorCode: 'VLV', gameType: 'LIVE', freeplay: 0, supportPlay: 1 })),
    ).toBe(false);
  });

  it('routes our own pages inside the app and only follows http(s) links outside', () => {
    expect(launchTarget('/m/game/bgs/1001?play=free')).toEqual({
      kind: 'route',
      to: '/game/bgs/1001?play=free',
    });
    expect(launchTarget('https://vendor.example/play?t=1')).toEqual({
      kind: 'external',
      href: 'https://vendor.example/play?t=1',
    });
    expect(launchTarget('javascript:alert(1)')).toBeNull();
    expect(launchTarget('data:text/html,hi')).toBeNull();
    expect(launchTarget('game/1')).toBeNull();
  });
});

describe('withFragment', () => {
  it('adds the page fragment to an outside game URL, replacing any it had', () => {
    expect(withFragment('https://provider.example/play?s=1', 'fixture=fx-1')).toBe(
      'https://provider.example/play?s=1#fixture=fx-1',
    );
    expect(withFragment('https://provider.example/play#old', 'fixture=fx-2')).toBe(
      'https://provider.example/play#fixture=fx-2',
    );
  });

  it('leaves the URL alone without a fragment', () => {
    expect(withFragment('https://provider.example/play?s=1', undefined)).toBe(
      'https://provider.example/play?s=1',
    );
    expect(withFragment('https://provider.example/play?s=1', '')).toBe(
      'https://provider.example/play?s=1',
    );
  });
});
