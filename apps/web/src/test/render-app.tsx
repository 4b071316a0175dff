import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router';
import { vi } from 'vitest';
import { API, type SystemStatus } from '@app/contracts';
import { createQueryClient, Providers } from '../app/providers.tsx';
import { AppRoutes, BASENAME } from '../app/router.tsx';
import { RouteErrorBoundary } from '../app/route-error.tsx';
import { envelope, errorEnvelope, makeSystemStatus } from './fixtures.ts';

export interface RenderAppOptions {
  /** What the status call answers: a status, or 'fail' for a network failure. */
  status?: SystemStatus | 'fail' | 'never';
  /**
   * Answers every call instead (the status too), in place before the first render: a screen
   * whose module has loaded renders, and makes its first calls, within the render.
   */
  answer?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

/** Renders the whole app (router, providers, chrome) at a path under /m with a mocked API. */
export function renderApp(
  path = '/m/home',
  { status = makeSystemStatus(), answer }: RenderAppOptions = {},
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (answer) return answer(input, init);
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
 * The test's handle on the app's router: where it is (`state.location`, its pathname with the
 * /m prefix, as a browser shows it) and `navigate` (paths under /m without the prefix, or -1).
 */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

/** A TestRouter, and the component inside the app's router that keeps it up to date. */
function testRouter() {
  const router = { state: {} } as TestRouter;
  function RouterProbe() {
    const location = useLocation();
    const historyAction = useNavigationType();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      const path = location.pathname === '/' ? '' : location.pathname;
      router.state = { location: { ...location, pathname: `${BASENAME}${path}` }, historyAction };
      router.navigate = navigate;
    });
    return null;
  }
  return { router, RouterProbe };
}

/**
 * Renders the whole app (router, providers, chrome) at a path under /m, with queries that do
 * not retry; the caller has mocked fetch already.
 */
export function mountApp(path: string) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const { router, RouterProbe } = testRouter();
  const utils = render(
    <Providers client={client}>
      <MemoryRouter basename={BASENAME} initialEntries={[path]} useTransitions={false}>
        <RouterProbe />
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </MemoryRouter>
    </Providers>,
  );
  return { ...utils, router, client };
}
