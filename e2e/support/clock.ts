import type { Page } from 'playwright-core';
import { API, DevClockValue, okEnvelope } from '@app/contracts';

/**
 * Time for journeys that would otherwise wait for the wall clock (a lottery draw every minute):
 * the development server's clock (POST /dev/clock, absent in production) and the page's clock
 * (Playwright's, installed with `page.clock.install()` before the page loads) move forward
 * together, so the site counts down and the server locks, draws and settles as they would that
 * much later.
 */

/** Moves the server's clock, then the page's, forward by `ms`; answers the server's new now. */
export async function advanceClocks(page: Page, baseUrl: string, ms: number): Promise<number> {
  const advanceMs = Math.max(1, Math.ceil(ms));
  const response = await fetch(`${baseUrl}${API.devClock}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  const { value } = okEnvelope(DevClockValue).parse(await response.json());
  // The server moves first. An answer that lands between the two moves then looks older than
  // it is once the page's clock jumps, so the site counts down too little and asks again early
  // (it corrects itself); the other order would count too much and wait out the difference.
  await page.clock.fastForward(advanceMs);
  return value.now;
}
