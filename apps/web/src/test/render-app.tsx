import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { API, type SystemStatus } from '@app/contracts';
import { createQueryClient, Providers } from '../app/providers.tsx';
import { BASENAME, createRoutes } from '../app/router.tsx';
import { envelope, errorEnvelope, makeSystemStatus } from './fixtures.ts';

export interface RenderAppOptions {
  /** What the status call answers: a status, or 'fail' for a network failure. */
  status?: SystemStatus | 'fail' | 'never';
}

/** Renders the whole app (router, providers, chrome) at a path under /m with a mocked API. */
export function renderApp(
  path = '/m/home',
  { status = makeSystemStatus() }: RenderAppOptions = {},
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === API.systemStatus) {
      if (status === 'fail') throw new TypeError('Failed to fetch');
      if (status === 'never') return new Promise<Response>(() => {});
      return envelope(status);
    }
    return errorEnvelope(404, 'route.not.found', 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { ...mountApp(path), fetchMock };
}

/**
 * Renders the whole app (router, providers, chrome) at a path under /m, with queries that do
 * not retry; the caller has mocked fetch already.
 */
export function mountApp(path: string) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(createRoutes(client), {
    basename: BASENAME,
    initialEntries: [path],
  });
  const utils = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, client };
}
