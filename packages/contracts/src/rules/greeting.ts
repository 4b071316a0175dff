/**
 * Greeting by hour (spec section 9): 0-10 morning, 11-14 early afternoon, 15-18 late
 * afternoon, 19-24 evening, on the reader's clock.
 */
export type GreetingPeriod = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

export function greetingPeriod(hour: number): GreetingPeriod {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}
