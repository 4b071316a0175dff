import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@app/contracts';
import { renderApp } from '../../test/render-app.tsx';
import { makeSystemStatus, SERVICE_LINK } from '../../test/fixtures.ts';
import { settleQueries } from '../../test/settle.ts';
import { systemStatusQuery } from '../../lib/system-status.ts';

vi.mock('../../features/home/home-page.tsx', () => ({
  HomePage: () => <p>home screen</p>,
}));

/** Records the anchors openExternal clicks (jsdom does not navigate). */
function spyOnExternalLinks() {
  const opened: { href: string; target: string; rel: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    opened.push({ href: this.href, target: this.target, rel: this.rel });
  });
  return opened;
}

describe('system status gate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('status 0 shows the site', async () => {
    renderApp('/m/home');
    expect(await screen.findByText('home screen', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sistema em manutenção' })).toBeNull();
  });

  it('status 1 shows the maintenance page with a customer-service button', async () => {
    const opened = spyOnExternalLinks();
    renderApp('/m/home', { status: makeSystemStatus({ maintenance: true }) });
    expect(await screen.findByRole('heading', { name: 'Sistema em manutenção' })).toBeVisible();
    expect(screen.getByText('Sistema em atualização, tente de novo mais tarde.')).toBeVisible();
    expect(screen.queryByText('home screen')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Atendimento' }));
    expect(opened).toEqual([{ href: SERVICE_LINK, target: '_blank', rel: 'noopener noreferrer' }]);
  });

  it('maintenance wins when both flags hold', async () => {
    renderApp('/m/home', {
      status: makeSystemStatus({ maintenance: true, regionRestriction: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Sistema em manutenção' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Acesso restrito' })).toBeNull();
  });

  it('status 2 shows the IP page with the visitor IP and a contact button', async () => {
    const opened = spyOnExternalLinks();
    renderApp('/m/home', { status: makeSystemStatus({ regionRestriction: true }) });
    expect(await screen.findByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    expect(screen.getByText(/203\.0\.113\.7/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Falar com o atendimento' }));
    expect(opened).toEqual([{ href: SERVICE_LINK, target: '_blank', rel: 'noopener noreferrer' }]);
  });

  it('uses the cached status at once, without waiting for the server', async () => {
    localStorage.setItem(
      STORAGE_KEYS.systemStatus,
      JSON.stringify(makeSystemStatus({ regionRestriction: true })),
    );
    const { fetchMock } = renderApp('/m/home', { status: 'never' });
    expect(await screen.findByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    // It still asks the server for a fresh copy.
    expect(fetchMock).toHaveBeenCalled();
  });

  it('then replaces the cached status with the server answer and caches that', async () => {
    localStorage.setItem(
      STORAGE_KEYS.systemStatus,
      JSON.stringify(makeSystemStatus({ maintenance: true })),
    );
    renderApp('/m/home', { status: makeSystemStatus() });
    expect(await screen.findByText('home screen', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.systemStatus)!)).toMatchObject({
        maintenance: false,
      }),
    );
  });

  it('ignores bad cached JSON and asks the server', async () => {
    localStorage.setItem(STORAGE_KEYS.systemStatus, '{not json');
    const { fetchMock } = renderApp('/m/home', {
      status: makeSystemStatus({ regionRestriction: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('ignores cached JSON of the wrong shape', async () => {
    localStorage.setItem(STORAGE_KEYS.systemStatus, JSON.stringify({ maintenance: 'yes' }));
    renderApp('/m/home', { status: 'never' });
    expect(await screen.findByRole('status')).toHaveTextContent('Verificando o status do serviço');
    expect(screen.queryByRole('heading', { name: 'Sistema em manutenção' })).toBeNull();
  });

  it('shows the service-outage page when the call fails and nothing is cached', async () => {
    renderApp('/m/home', { status: 'fail' });
    expect(
      await screen.findByRole('heading', { name: 'Serviço indisponível' }, { timeout: 4000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  });

  it('keeps the cached status when the refresh fails', async () => {
    localStorage.setItem(STORAGE_KEYS.systemStatus, JSON.stringify(makeSystemStatus()));
    const { client, fetchMock } = renderApp('/m/home', { status: 'fail' });
    expect(await screen.findByText('home screen', {}, { timeout: 5000 })).toBeInTheDocument();
    // The refresh has failed and the gate has been told: only now can the outage page show.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await settleQueries(client);
    expect(client.getQueryState(systemStatusQuery().queryKey)?.status).toBe('error');
    expect(screen.queryByRole('heading', { name: 'Serviço indisponível' })).toBeNull();
  });
});
