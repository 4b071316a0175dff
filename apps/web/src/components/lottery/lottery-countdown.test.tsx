import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_IDLE } from '@app/contracts';
import { i18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test/api-stubs.tsx';
import { LotteryCountdown } from './lottery-countdown.tsx';

const T0 = 1_700_000_000_000;
/** lotteryTime of a game locking `lockS` seconds before a draw `remainMs` away. */
const windowOf = (remainMs: number, lockS: number): [number, number] => [
  T0 + remainMs - lockS * 1000,
  T0 + remainMs + lockS * 1000,
];

describe('LotteryCountdown (spec 4)', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down to lock (remaining minus half the window) every 500 ms', () => {
    renderWithProviders(
      <LotteryCountdown
        remainTime={3_600_000 + 2_000}
        lotteryTime={windowOf(3_602_000, 2)}
        isSale
        receivedAt={T0}
      />,
    );
    const timer = screen.getByRole('timer', { name: 'Next draw in' });
    expect(timer).toHaveTextContent('01:00:00');
    act(() => vi.advanceTimersByTime(500));
    expect(timer).toHaveTextContent('00:59:59');
    act(() => vi.advanceTimersByTime(500));
    expect(timer).toHaveTextContent('00:59:59');
    act(() => vi.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('00:58:59');
  });

  it('shows a wait of a day or more as days and hours, in the member’s language', async () => {
    const wait = 5 * 86_400_000 + 18 * 3_600_000 + 32 * 60_000 + 38_000;
    const { unmount } = renderWithProviders(
      <LotteryCountdown remainTime={wait} isSale receivedAt={T0} />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent(/^5 d 18:32:38$/);
    unmount();
    await act(() => i18n.changeLanguage('vi'));
    renderWithProviders(<LotteryCountdown remainTime={wait} isSale receivedAt={T0} />);
    expect(screen.getByRole('timer')).toHaveTextContent(/^5 ngày 18:32:38$/);
  });

  it('counts on to the following draw at the lock, without a new answer or an idle call', () => {
    const onIdle = vi.fn();
    // Lock in 3 s; the next draw locks a minute later (10 s lock before each draw).
    renderWithProviders(
      <LotteryCountdown
        remainTime={13_000}
        lotteryTime={windowOf(13_000, 10)}
        isSale
        following={{ remainTime: 73_000, lotteryTime: windowOf(73_000, 10) }}
        receivedAt={T0}
        onIdle={onIdle}
      />,
    );
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('00:00:03');
    act(() => vi.advanceTimersByTime(3_000));
    expect(timer).toHaveTextContent('00:01:00');
    expect(timer).not.toHaveAttribute('data-idle');
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent(COUNTDOWN_IDLE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts from when the answer arrived, not from the first paint', () => {
    vi.setSystemTime(T0 + 10_000);
    renderWithProviders(<LotteryCountdown remainTime={70_000} isSale receivedAt={T0} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:00');
  });

  it('is marked near at 5 s or less, then idle at zero, and says so once', () => {
    const onIdle = vi.fn();
    renderWithProviders(
      <LotteryCountdown
        remainTime={6_500}
        isSale
        receivedAt={T0}
        label="Lock in"
        onIdle={onIdle}
      />,
    );
    const timer = screen.getByRole('timer', { name: 'Lock in' });
    expect(timer).not.toHaveAttribute('data-near');
    act(() => vi.advanceTimersByTime(1_500));
    expect(timer).toHaveTextContent('00:00:05');
    expect(timer).toHaveAttribute('data-near', 'true');
    expect(timer.className).toMatch(/near/);
    expect(timer).toHaveAccessibleName('Lock in, closing soon');
    act(() => vi.advanceTimersByTime(5_000));
    expect(timer).toHaveTextContent(COUNTDOWN_IDLE);
    expect(timer).toHaveAttribute('data-idle', 'true');
    expect(timer).not.toHaveAttribute('data-near');
    act(() => vi.advanceTimersByTime(5_000));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('shows --:--:-- and runs no timer when not on sale', () => {
    renderWithProviders(<LotteryCountdown remainTime={60_000} isSale={false} receivedAt={T0} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(COUNTDOWN_IDLE);
    expect(timer).toHaveAccessibleName('Next draw in: Not on sale');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again from a new answer', () => {
    const { rerender } = renderWithProviders(
      <LotteryCountdown remainTime={1_000} isSale receivedAt={T0} />,
    );
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('timer')).toHaveTextContent(COUNTDOWN_IDLE);
    rerender(<LotteryCountdown remainTime={180_000} isSale receivedAt={T0 + 2_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:03:00');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:02:59');
  });
});
