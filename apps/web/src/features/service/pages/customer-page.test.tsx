import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptServicePath } from '@app/contracts';
import { makeSystemStatus } from '../../../test/fixtures.ts';
import { renderService, signIn, signOutAll } from '../test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

afterEach(() => {
  vi.unstubAllGlobals();
  signOutAll();
});

function statusWithLinks() {
  const status = makeSystemStatus();
  status.info.customerService = [
    {
      path: encryptServicePath('https://chat.example.test/live', 'Key12345'),
      title: 'Live chat',
      csType: 'LIVECHAT',
    },
    {
      path: encryptServicePath('https://t.me/help', 'Abcd1234'),
      title: 'Telegram',
      csType: 'TELEGRAM',
    },
    { path: 'not-encrypted', title: 'Broken', csType: 'EMAIL' },
  ];
  return status;
}

const contacts = () => within(screen.getByRole('region', { name: 'Contatos do atendimento' }));

describe('customer-service page', () => {
  it('lists the decrypted links for a guest, skipping one that does not decrypt', async () => {
    renderService('/m/customer', {}, {}, statusWithLinks());
    await screen.findByText('Estamos aqui para ajudar. Escolha como quer falar com a gente.');
    expect(contacts().getByRole('link', { name: /Live chat/ })).toHaveAttribute(
      'href',
      'https://chat.example.test/live',
    );
    expect(contacts().getByRole('link', { name: /Telegram/ })).toHaveAttribute(
      'href',
      'https://t.me/help',
    );
    expect(contacts().queryByRole('link', { name: /Broken/ })).toBeNull();
    expect(contacts().queryByRole('button', { name: 'Chat ao vivo' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Enviar uma sugestão' })).toBeNull();
  });

  it('gives a member who may chat live chat through launch chat, in place of the chat link', async () => {
    signIn();
    renderService('/m/customer', {}, {}, statusWithLinks());
    await screen.findByText('Estamos aqui para ajudar. Escolha como quer falar com a gente.');
    expect(contacts().getByRole('button', { name: 'Chat ao vivo' })).toBeVisible();
    expect(contacts().queryByRole('link', { name: /Live chat/ })).toBeNull();
    expect(contacts().getByRole('link', { name: /Telegram/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Enviar uma sugestão' })).toHaveAttribute(
      'href',
      '/m/feedback',
    );
  });
});
