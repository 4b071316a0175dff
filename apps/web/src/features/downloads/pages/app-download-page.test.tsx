import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type DownloadLinks } from '@app/contracts';
import { i18n } from '../../../i18n/index.ts';
import { errorResponse, renderWithProviders, stubApi } from '../../../test/api-stubs.tsx';
import { AppDownloadPage } from './app-download-page.tsx';

const LINKS: DownloadLinks = {
  resources: [
    { resourceType: 'Android', url: 'https://dl.example.test/app.apk', labelNameEn: 'Android' },
    { resourceType: 'IOS', url: 'https://apps.example.test/ios', labelNameEn: 'iOS' },
    {
      resourceType: 'MOBILECONFIG',
      url: 'https://dl.example.test/p.mobileconfig',
      labelNameEn: 'P',
    },
    { resourceType: 'TELEGRAM', url: 'https://t.me/demo', labelNameEn: 'Telegram' },
  ],
  template: {
    app_background: 'rgb(11, 61, 92)',
    app_desc: 'Slots e loteria no seu bolso',
    app_desc_font_color: 'rgb(255, 255, 255)',
  },
  drawHistoryUrl: '',
};

describe('/m/app', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the merchant template, a QR code per link and the install buttons', async () => {
    const fetchMock = stubApi({ [API.downloadLinks]: LINKS });
    renderWithProviders(<AppDownloadPage />);
    const hero = await screen.findByRole('region', { name: 'Concha Play' });
    expect(hero).toHaveStyle({ background: 'rgb(11, 61, 92)', color: 'rgb(255, 255, 255)' });
    expect(within(hero).getByText('Slots e loteria no seu bolso')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^QR code de / })).toHaveLength(3);
    for (const name of ['Instalar perfil iOS', 'Instalar no iOS', 'Instalar no Android']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe(API.downloadLinks);
  });

  it('walks the six iOS steps with the buttons, the dots and the keyboard', async () => {
    stubApi({ [API.downloadLinks]: LINKS });
    renderWithProviders(<AppDownloadPage />);
    const steps = await screen.findByRole('region', { name: 'Passos de instalação' });
    const slides = within(steps).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Passo 1 de 6: Ler o QR code',
      'Passo 2 de 6: Permitir o perfil',
      'Passo 3 de 6: Fechar após baixar',
      'Passo 4 de 6: Ir para Ajustes',
      'Passo 5 de 6: Tocar em Instalar',
      'Passo 6 de 6: Digitar o código do iPhone',
    ]);
    const previous = within(steps).getByRole('button', { name: 'Passo anterior' });
    const next = within(steps).getByRole('button', { name: 'Próximo passo' });
    expect(previous).toBeDisabled();
    expect(within(steps).getByRole('group')).toHaveAccessibleName('Passo 1 de 6: Ler o QR code');
    fireEvent.click(next);
    expect(within(steps).getByRole('group')).toHaveAccessibleName(
      'Passo 2 de 6: Permitir o perfil',
    );
    fireEvent.click(within(steps).getByRole('button', { name: 'Ir para o passo 6' }));
    expect(next).toBeDisabled();
    expect(within(steps).getByRole('button', { name: 'Ir para o passo 6' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    fireEvent.keyDown(steps, { key: 'ArrowLeft' });
    expect(within(steps).getByRole('group')).toHaveAccessibleName(
      'Passo 5 de 6: Tocar em Instalar',
    );
    fireEvent.keyDown(steps, { key: 'Home' });
    expect(within(steps).getByRole('group')).toHaveAccessibleName('Passo 1 de 6: Ler o QR code');
  });

  it('says so when the merchant has no download link, and offers a retry when the call fails', async () => {
    stubApi({ [API.downloadLinks]: { ...LINKS, resources: [] } });
    const first = renderWithProviders(<AppDownloadPage />);
    expect(await screen.findByText('O app ainda não está disponível para baixar.')).toBeVisible();
    expect(screen.queryByRole('img', { name: /^Código QR/ })).toBeNull();
    first.unmount();
    stubApi({ [API.downloadLinks]: () => errorResponse(500) });
    renderWithProviders(<AppDownloadPage />);
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  it('reads English when the site does', async () => {
    await i18n.changeLanguage('en');
    stubApi({ [API.downloadLinks]: LINKS });
    renderWithProviders(<AppDownloadPage />);
    expect(await screen.findByRole('region', { name: 'Installation steps' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Install iOS profile' })).toBeVisible();
  });
});
