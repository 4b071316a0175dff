import { describe, expect, it } from 'vitest';
import { GameListQuery } from '../api/game-list.ts';
import { normaliseGameName, prefixEnd, wordStartTails } from './game-search.ts';

describe('normaliseGameName', () => {
  it.each([
    ['Ceará', 'ceara'],
    ['CORAÇÃO  Valente ', 'coracao valente'],
    ['Goiás Mega 6/45', 'goias mega 6/45'],
    ['Đường Lên Đỉnh Olympia', 'duong len dinh olympia'],
    ['Sông Hương Vàng', 'song huong vang'],
    ['Phở Bò Ưu Đãi', 'pho bo uu dai'],
    ['Søren Łódź Æsir Straße', 'soren lodz aesir strasse'],
    ['100% Lucky_7', '100% lucky_7'],
    // Composed and decomposed spellings meet.
    ['Cea\u0301ra', 'ceara'],
  ])('%s -> %s', (name, normal) => {
    expect(normaliseGameName(name)).toBe(normal);
  });
});

describe('wordStartTails', () => {
  it('gives every tail that begins a word', () => {
    expect(wordStartTails('ceara lotto 5/36')).toEqual([
      'ceara lotto 5/36',
      'lotto 5/36',
      '5/36',
      '36',
    ]);
    expect(wordStartTails('football pre-match')).toEqual([
      'football pre-match',
      'pre-match',
      'match',
    ]);
    expect(wordStartTails('100% lucky')).toEqual(['100% lucky', 'lucky']);
    expect(wordStartTails('% bonus')).toEqual(['% bonus', 'bonus']);
    expect(wordStartTails('')).toEqual([]);
  });
});

describe('prefixEnd', () => {
  it('is above every string with the prefix and below the next prefix', () => {
    expect(prefixEnd('ceara')).toBe('cearb');
    expect(prefixEnd('5/3')).toBe('5/4');
    for (const word of ['ceara', 'ceara lotto', 'cearaz', 'ceara\u{10ffff}']) {
      expect(word >= 'ceara' && word < prefixEnd('ceara')).toBe(true);
    }
    expect('cearb' < prefixEnd('ceara')).toBe(false);
    expect(prefixEnd('a\u{d7ff}')).toBe('a\u{e000}');
  });
});

describe('GameListQuery', () => {
  it('reads the spec fields with their defaults', () => {
    expect(GameListQuery.parse({})).toEqual({
      platform: 'html5',
      pageNo: 1,
      pageSize: 50,
      clientType: '2',
    });
    expect(
      GameListQuery.parse({
        pageSize: '25',
        minBet: '0.05',
        isNew: '1',
        gameClassify: 'JP',
        language: 'pt',
      }),
    ).toMatchObject({ pageSize: 25, minBet: 5, isNew: true, gameClassify: 'JP', language: 'PT' });
    expect(GameListQuery.parse({ minBet: '0.1' }).minBet).toBe(10);
    expect(GameListQuery.parse({ minBet: '0.75' }).minBet).toBe(75);
  });

  it.each([{ pageSize: '10' }, { pageSize: '75' }, { minBet: '0.005' }, { clientType: '1' }])(
    'rejects %j',
    (query) => {
      expect(GameListQuery.safeParse(query).success).toBe(false);
    },
  );
});
