import { act, waitFor } from '@testing-library/react';
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { expect } from 'vitest';

/**
 * Resolves once no query or mutation of `client` is running and React Query has handed what
 * they last did to the components (it does so in a task of its own, queued when the state
 * changed). A check that nothing more was asked for, or that the screen did not change, then
 * runs after the app settled instead of after a guessed pause that a loaded machine outlasts.
 */
export async function settleQueries(client: QueryClient): Promise<void> {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
  // Queued after every notification already scheduled, so it runs after them.
  await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));
}
