import type { ContractKind } from '@app/contracts';

/**
 * The contract screens are the spec's routes (section 2), reached from the prompts. The
 * dividend screen answers at /agent/dividend (the agent home footer's link) and at the spec's
 * /member/agent/agentDivident.
 */
export const CONTRACT_SCREEN_PATHS = {
  dailySalary: '/member/agent/getSalaryContract',
  dividend: '/member/agent/getDevidendContract',
  hourlySalary: '/member/agent/getHourContract',
} as const satisfies Record<ContractKind, string>;

export const DIVIDEND_PATH = '/agent/dividend';
export const OFFER_PATH = '/agent/contract/offer';

/** Prompts the member put off stay closed for the rest of the browser session. */
const DISMISSED_KEY = 'contractPromptsDismissed';

export function dismissedPrompts(): string[] {
  try {
    const raw = globalThis.sessionStorage?.getItem(DISMISSED_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers a dismissed prompt by its contract id (a new offer prompts again). */
export function dismissPrompt(contractId: string): void {
  try {
    const next = [...new Set([...dismissedPrompts(), contractId])];
    globalThis.sessionStorage?.setItem(DISMISSED_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: the prompt may come back on the next home entry.
  }
}
