import { describe, expect, it } from 'vitest';
import { chatAllowed } from './chat.ts';
import {
  cleanFeedbackContent,
  FEEDBACK_TYPE_VALUES,
  FEEDBACK_TYPES,
  feedbackLength,
  isFeedbackContentValid,
  isFeedbackType,
} from './feedback.ts';

describe('feedback rules', () => {
  it('lists every question type of the picker, and only those', () => {
    expect([...FEEDBACK_TYPE_VALUES].sort()).toEqual(Object.values(FEEDBACK_TYPES).sort());
    expect([0, 1, 2, 3, 4, 6].every(isFeedbackType)).toBe(true);
    expect([-1, 5, 7, 1.5, '1', null].some(isFeedbackType)).toBe(false);
  });

  it('cleans to plain text: line breaks unified, control characters gone, trimmed', () => {
    expect(cleanFeedbackContent('  a\r\nb\rc\td\u0000e\u0007<b>f</b>  ')).toBe(
      'a\nb\nc\tde<b>f</b>',
    );
  });

  it('counts characters as people do and bounds them 10 to 200 once cleaned', () => {
    expect(feedbackLength('😀😀')).toBe(2);
    expect(isFeedbackContentValid('x'.repeat(9))).toBe(false);
    expect(isFeedbackContentValid(`   ${'x'.repeat(10)}   `)).toBe(true);
    expect(isFeedbackContentValid('😀'.repeat(200))).toBe(true);
    expect(isFeedbackContentValid('x'.repeat(201))).toBe(false);
  });
});

describe('chat gate', () => {
  it('needs flag CBS3, member type 0, 1 or 2 and no nochat label', () => {
    expect(chatAllowed({ chatFlag: true, type: 0, labels: [] })).toBe(true);
    expect(chatAllowed({ chatFlag: true, type: 2, labels: ['vip'] })).toBe(true);
    expect(chatAllowed({ chatFlag: false, type: 0, labels: [] })).toBe(false);
    expect(chatAllowed({ chatFlag: true, type: 4, labels: [] })).toBe(false);
    expect(chatAllowed({ chatFlag: true, type: 40, labels: [] })).toBe(false);
    expect(chatAllowed({ chatFlag: true, type: null, labels: [] })).toBe(false);
    expect(chatAllowed({ chatFlag: true, type: 1, labels: ['nochat'] })).toBe(false);
  });
});
