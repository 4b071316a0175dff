import { describe, expect, it } from 'vitest';
import { readLaunchParams } from './launch-params.ts';

const read = (query: string) => readLaunchParams(new URLSearchParams(query));

describe('launch route parameters', () => {
  it('reads the spec route: playType, gameId, prize_mode, code and pageBack', () => {
    expect(
      read('playType=ent&gameId=9101&gameGroupId=3&prize_mode=Elott&code=ENT1&pageBack=lott'),
    ).toEqual({
      gameId: 9101,
      code: 'ENT1',
      prizeMode: 'Elott',
      playType: 'ent',
      backTo: '/lott',
      invalid: false,
    });
  });

  it('goes home by default, and never leaves the site through pageBack', () => {
    expect(read('gameId=1').backTo).toBe('/home');
    expect(read('gameId=1&pageBack=home').backTo).toBe('/home');
    expect(read('gameId=1&pageBack=member/home').backTo).toBe('/member/home');
    expect(read('gameId=1&pageBack=//evil.example').backTo).toBe('/home');
    expect(read('gameId=1&pageBack=https://evil.example').backTo).toBe('/home');
    expect(read('gameId=1&pageBack=../x').backTo).toBe('/home');
  });

  it('takes a game by code alone (the Vietnamese vendor tiles), else it is a bad link', () => {
    expect(read('playType=trad&code=vn_north&prize_mode=Lott')).toMatchObject({
      gameId: null,
      code: 'vn_north',
      invalid: false,
    });
    expect(read('playType=trad').invalid).toBe(true);
    expect(read('gameId=abc&code=vn_north').invalid).toBe(true);
    expect(read('gameId=0').invalid).toBe(true);
    expect(read('gameId=-4').invalid).toBe(true);
    expect(read('gameId=1.5').invalid).toBe(true);
  });

  it('ignores an unknown prize mode or play type (the game’s own are used)', () => {
    expect(read('gameId=1&prize_mode=JACKPOT&playType=live')).toMatchObject({
      prizeMode: undefined,
      playType: null,
    });
  });
});
