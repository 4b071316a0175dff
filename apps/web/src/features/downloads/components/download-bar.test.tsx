import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, STORAGE_KEYS, type SystemStatus } from '@app/contracts';
import { i18n } from '../../../i18n/index.ts';
import { installPrompt, type BeforeInstallPromptEvent } from '../../../lib/install-prompt.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { makeSystemStatus } from '../../../test/fixtures.ts';
import { renderWithProviders, stubApi } from '../../../test/api-stubs.tsx';
import { goTo } from '../lib/navigate.ts';
import { DownloadBar } from './download-bar.tsx';

vi.mock('../lib/navigate.ts', () => ({ goTo: vi.fn() }));

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

function statusWith(
  resources: SystemStatus['info']['resources'],
  whitelabel: Partial<SystemStatus['info']['whitelabel']> = {},
): SystemStatus {
  const base = makeSystemStatus();
  return {
    ...base,
    info: { ...base.info, resources, whitelabel: { ...base.info.whitelabel, ...whitelabel } },
  };
}

const LINKS: SystemStatus['info']['resources'] = [
  { resourceType: 'Android', url: 'https://dl.example.test/app.apk', labelNameEn: 'Android' },
  { resourceType: 'IOS', url: 'https://apps.example.test/ios', labelNameEn: 'iOS' },
  { resourceType: 'MOBILECONFIG', url: '/wps/system/app-profile.mobileconfig', labelNameEn: 'p' },
];

function renderBar(status: SystemStatus) {
  localStorage.setItem(STORAGE_KEYS.systemStatus, JSON.stringify(status));
  stubApi({ [API.systemStatus]: status });
  return renderWithProviders(<DownloadBar />);
}

const bar = () => screen.queryByRole('complementary', { name: 'Baixar o app' });

describe('DownloadBar', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt');
    useModalStore.getState().closeAll();
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.mocked(goTo).mockClear();
    useSessionStore.getState().setSession(null);
    installPrompt.set(null);
  });

  it('shows the app, its 5.0 rating and a button that opens the download pop-up', async () => {
    renderBar(statusWith(LINKS));
    const region = await screen.findByRole('complementary', { name: 'Baixar o app' });
    expect(region).toHaveTextContent('Concha Play');
    expect(region).toHaveTextContent('Avaliação dos jogadores: 5.0');
    fireEvent.click(screen.getByRole('button', { name: 'Baixar' }));
    expect(useModalStore.getState().flags.downloadPopup).toBe(true);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('opens the Android file at once on an Android phone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
    renderBar(statusWith(LINKS));
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar' }));
    expect(goTo).toHaveBeenCalledWith('https://dl.example.test/app.apk');
    expect(useModalStore.getState().flags.downloadPopup).toBe(false);
  });

  it('remembers a dismissal as hideDownloadBar and stays away after a remount', async () => {
    const view = renderBar(statusWith(LINKS));
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar a barra do app' }));
    expect(bar()).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.hideDownloadBar)).toBe('1');
    view.unmount();
    renderBar(statusWith(LINKS));
    await waitFor(() => expect(screen.queryByText('Concha Play')).not.toBeInTheDocument());
    expect(bar()).not.toBeInTheDocument();
  });

  it('is not rendered without a link for the platform or with the app window flag off', async () => {
    const telegramOnly = makeSystemStatus();
    const first = renderBar(telegramOnly);
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
    first.unmount();
    renderBar(statusWith(LINKS, { appWindowEnabled: false }));
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
  });

  it('is forced hidden inside an installed PWA', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
    }));
    renderBar(statusWith(LINKS));
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
  });

  it('shows only with a session when the merchant requires login for it', async () => {
    const view = renderBar(statusWith(LINKS, { downloadBarNeedsLogin: true }));
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
    view.unmount();
    useSessionStore.getState().setSession({ userName: 'demo', type: 0 });
    renderBar(statusWith(LINKS, { downloadBarNeedsLogin: true }));
    expect(await screen.findByRole('complementary', { name: 'Baixar o app' })).toBeVisible();
  });

  it('offers Install while Chromium holds an install prompt, prompts on tap, then drops it', async () => {
    renderBar(statusWith(LINKS));
    await screen.findByRole('complementary', { name: 'Baixar o app' });
    expect(screen.queryByRole('button', { name: 'Instalar' })).not.toBeInTheDocument();

    const prompt = vi.fn(async () => {});
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const, platform: 'web' }),
    }) as BeforeInstallPromptEvent;
    act(() => installPrompt.set(event));
    fireEvent.click(await screen.findByRole('button', { name: 'Instalar' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Instalar' })).not.toBeInTheDocument(),
    );
  });
});
