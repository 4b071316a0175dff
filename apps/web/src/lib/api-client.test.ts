import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiGet, apiRequest, setUnauthorizedHandler } from './api-client.ts';
import { changeLocale } from '../i18n/index.ts';

function respond(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    typeof body === 'string'
      ? new Response(body, { status })
      : new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const Item = z.object({ id: z.number() });

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('unwraps the envelope and parses the value', async () => {
    respond({ success: true, value: { id: 7, extra: 'dropped' } });
    await expect(apiGet('/wps/thing', Item)).resolves.toEqual({ id: 7 });
  });

  it('accepts the schema as a promise', async () => {
    respond({ success: true, value: { id: 8 } });
    await expect(apiGet('/wps/thing', Promise.resolve(Item))).resolves.toEqual({ id: 8 });
  });

  it('sends the site language and the query', async () => {
    const fetchMock = respond({ success: true, value: { id: 1 } });
    await apiGet('/lgw/games/hot', Item, { query: { gameType: 'RNG', skip: undefined } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/lgw/games/hot?gameType=RNG&language=PT');
    await changeLocale('en');
    await apiGet('/lgw/games/hot', Item);
    expect(fetchMock.mock.calls[1]![0]).toBe('/lgw/games/hot?language=EN');
    await apiGet('/wps/system/status', Item, { sendLanguage: false });
    expect(fetchMock.mock.calls[2]![0]).toBe('/wps/system/status');
  });

  it('throws ApiError with the server code and message', async () => {
    respond({ success: false, errorCode: 'request.invalid', message: 'Bad pageNo' }, 400);
    const error = await apiGet('/lgw/games', Item).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      errorCode: 'request.invalid',
      message: 'Bad pageNo',
      status: 400,
    });
  });

  it('reports a network failure, a non-JSON answer and a wrong shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiGet('/x', Item)).rejects.toMatchObject({ errorCode: 'network.error' });
    respond('<html>oops</html>', 502);
    await expect(apiGet('/x', Item)).rejects.toMatchObject({
      errorCode: 'server.error',
      status: 502,
    });
    respond({ hello: 'world' });
    await expect(apiGet('/x', Item)).rejects.toMatchObject({ errorCode: 'response.invalid' });
    respond({ success: true, value: { id: 'seven' } });
    await expect(apiGet('/x', Item)).rejects.toMatchObject({ errorCode: 'response.invalid' });
  });

  it('posts JSON bodies', async () => {
    const fetchMock = respond({ success: true, value: { id: 2 } });
    await apiRequest('/wps/thing', Item, { method: 'POST', body: { a: 1 }, sendLanguage: false });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('posts form-encoded bodies', async () => {
    const fetchMock = respond({ success: true, value: { id: 4 } });
    await apiRequest('/wps/form', Item, {
      method: 'POST',
      form: { username: 'ana maria', email: 'a+b@example.com' },
    });
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toMatch(/^\/wps\/form\?language=/);
    expect(init.body).toBe('username=ana+maria&email=a%2Bb%40example.com');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/x-www-form-urlencoded',
    );
  });

  it('sends extra headers', async () => {
    const fetchMock = respond({ success: true, value: { id: 3 } });
    await apiRequest('/wps/session/token', Item, {
      method: 'POST',
      headers: { Authorization: 'Bearer abc' },
    });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
    expect((init.headers as Record<string, string>).Accept).toBe('application/json');
  });

  it('reports a 401 that says the session is gone to the registered handler, once', async () => {
    const handler = vi.fn();
    const uninstall = setUnauthorizedHandler(handler);
    respond({ success: false, errorCode: 'session.ended', message: 'Logged out' }, 401);
    await expect(apiGet('/wps/member/info', Item)).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]![0]).toMatchObject({ errorCode: 'session.ended' });

    respond({ success: false, errorCode: 'auth.required', message: 'Login first' }, 401);
    await apiGet('/wps/member/info', Item, { reportUnauthorized: false }).catch(() => {});
    respond({ success: false, errorCode: 'login.failed', message: 'Wrong' }, 401);
    await apiGet('/wps/session/login', Item).catch(() => {});
    respond({ success: false, errorCode: 'auth.required', message: 'Login first' }, 403);
    await apiGet('/wps/member/info', Item).catch(() => {});
    expect(handler).toHaveBeenCalledTimes(1);

    uninstall();
    respond({ success: false, errorCode: 'auth.required', message: 'Login first' }, 401);
    await apiGet('/wps/member/info', Item).catch(() => {});
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
