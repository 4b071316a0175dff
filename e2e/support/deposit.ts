import type { Page } from 'playwright-core';
import { CASHIER_API } from '@app/contracts';
import { approveDeposit } from './api-member.ts';

/** Deposits through the cashier API as the signed-in page, approved by the operator API. */
export async function depositAsPage(page: Page, baseUrl: string, reais: number): Promise<void> {
  const id = await page.evaluate(
    async ({ path, amount }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channelCode: 'bank-transfer', amount, reference: 'e2e' }),
      });
      const body = (await response.json()) as { value: { deposit: { id: number } } };
      return body.value.deposit.id;
    },
    { path: CASHIER_API.deposits, amount: String(reais) },
  );
  await approveDeposit(baseUrl, id);
}
