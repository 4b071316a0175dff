import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, STORAGE_KEYS, type SystemStatus } from '@app/contracts';
import { i18n } from '../../../i18n/index.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { openExternal } from '../../../lib/open-external.ts';
import { makeSystemStatus } from '../../../test/fixtures.ts';
import { renderWithProviders, stubApi } from '../../../test/api-stubs.tsx';
import { goTo } from '../lib/navigate.ts';
import { DownloadDialogs } from './download-dialogs.tsx';

vi.mock('../lib/navigate.ts', () => ({ goTo: vi.fn() }));
vi.mock('../../../lib/open-external.ts', () => ({ openExternal: vi.fn() }));

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function status(): SystemStatus {
  const base = makeSystemStatus();
  return {
    ...base,
    info: {
      ...base.info,
      resources: [
        { resourceType: 'Android', url: 'https://dl.example.test/app.apk', labelNameEn: 'A' },
        { resourceType: 'IOS', url: 'itms-services://?action=download', labelNameEn: 'I' },
        {
          resourceType: 'MOBILECONFIG',
          url: '/wps/system/app-profile.mobileconfig',
          labelNameEn: 'P',
        },
      ],
    },
  };
}

function renderDialogs() {
  const value = status();
  localStorage.setItem(STORAGE_KEYS.systemStatus, JSON.stringify(value));
  stubApi({ [API.systemStatus]: value });
  return renderWithProviders(<DownloadDialogs />);
}

describe('download dialogs', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt');
    useModalStore.getState().closeAll();
  });
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
    vi.mocked(goTo).mockClear();
    vi.mocked(openExternal).mockClear();
  });

  it('lists the links with their QR codes (128, level L) and install buttons outside iOS Safari', async () => {
    renderDialogs();
    act(() => useModalStore.getState().open('downloadPopup'));
    const dialog = await screen.findByRole('dialog', { name: 'Baixar o app' });
    const qr = within(dialog).getByRole('img', { name: 'QR code de Android' });
    expect(qr).toHaveAttribute('width', '128');
    expect(qr).toHaveAttribute('data-qr-value', 'https://dl.example.test/app.apk');
    // The profile's path is made absolute: a phone's camera needs the whole address.
    expect(within(dialog).getByRole('img', { name: 'QR code de Perfil iOS' })).toHaveAttribute(
      'data-qr-value',
      `${window.location.origin}/wps/system/app-profile.mobileconfig`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Instalar no Android' }));
    expect(goTo).toHaveBeenCalledWith('https://dl.example.test/app.apk');
    expect(within(dialog).getByText('O app requer iOS 12.4 ou posterior.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mostrar como' })).not.toBeInTheDocument();
  });

  it('on iOS Safari shows the home-screen step; the guide ends on a button that opens the home-screen popup', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_SAFARI);
    renderDialogs();
    act(() => useModalStore.getState().open('downloadPopup'));
    const dialog = await screen.findByRole('dialog', { name: 'Baixar o app' });
    expect(
      within(dialog).getByRole('heading', { name: 'Adicionar à Tela de Início' }),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Instalar no Android' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mostrar como' }));

    const guide = await screen.findByRole('dialog', { name: 'Adicionar à Tela de Início' });
    expect(useModalStore.getState().flags).toMatchObject({
      downloadPopup: false,
      downloadSteps: true,
    });
    expect(within(guide).getByRole('group', { name: 'Passo 1 de 3: Compartilhar' })).toBeVisible();
    expect(within(guide).queryByRole('button', { name: 'Concluído' })).toBeNull();
    fireEvent.click(within(guide).getByRole('button', { name: 'Ir para o passo 3' }));
    fireEvent.click(within(guide).getByRole('button', { name: 'Concluído' }));
    expect(useModalStore.getState().flags).toMatchObject({
      downloadSteps: false,
      homeScreenPopup: true,
    });
    const popup = await screen.findByRole('dialog', { name: 'Abra pela Tela de Início' });
    fireEvent.click(within(popup).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('iOS profile: after the tap, once the window has the focus again, says go to Settings and opens the profile', async () => {
    renderDialogs();
    act(() => useModalStore.getState().open('downloadPopup'));
    const dialog = await screen.findByRole('dialog', { name: 'Baixar o app' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Instalar perfil iOS' }));
    expect(openExternal).toHaveBeenCalledWith('itms-services://?action=download');
    expect(goTo).not.toHaveBeenCalled();
    // A focus event without having left changes nothing.
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(goTo).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(goTo).toHaveBeenCalledWith('/wps/system/app-profile.mobileconfig');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Abra Ajustes > Geral > VPN e Gerenciamento de Dispositivo',
    );
    // Once only.
    act(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(goTo).toHaveBeenCalledTimes(1);
  });
});
