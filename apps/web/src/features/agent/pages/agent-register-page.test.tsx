import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENTS_API, type AffiliateUrl } from '@app/contracts';
import { envelope } from '../../../test/fixtures.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import {
  calls,
  makeMemberInfo,
  memberHandlers,
  renderMemberApp,
  storeSession,
} from '../../member/test-utils.tsx';

const LINK: AffiliateUrl = {
  code: 'ABCD2345',
  url: 'https://demo.example.test/m/register?affiliateCode=ABCD2345',
  defaultRebate: 1.5,
  createdAt: '2026-05-10T12:00:00.000Z',
  memberCount: 3,
};

function handlers(list: AffiliateUrl[]) {
  return {
    ...memberHandlers(makeMemberInfo({ type: 1, userName: 'agent01' })),
    [`GET ${AGENTS_API.agentProfile}`]: () =>
      envelope({
        userName: 'agent01',
        nickname: '',
        sumBalance: 0,
        unreadAnnouncements: 0,
        rebate: 2,
      }),
    [`GET ${AGENTS_API.affiliateUrls}`]: () => envelope({ list }),
    [`POST ${AGENTS_API.affiliateUrls}`]: () => {
      const created = { ...LINK, code: 'NEWC0DE2', defaultRebate: 1, memberCount: 0 };
      list.unshift(created);
      return envelope(created);
    },
    [`DELETE ${AGENTS_API.affiliateUrls}`]: ({ url }: { url: URL }) => {
      const code = url.searchParams.get('code');
      list.splice(
        list.findIndex((link) => link.code === code),
        1,
      );
      return envelope({ code });
    },
    [`POST ${AGENTS_API.downlineRegister}`]: () =>
      new Response(
        JSON.stringify({
          success: false,
          errorCode: 'register.username.exists',
          message: 'Desculpe, o nome de usuário já existe',
          value: { field: 'username' },
        }),
        { status: 409, headers: { 'Content-Type': 'application/json' } },
      ),
  };
}

describe('register centre', () => {
  afterEach(() => {
    useSessionStore.getState().setSession(null);
    vi.unstubAllGlobals();
  });

  it('lists links, refuses a rebate above the ceiling locally, creates and deletes after confirming', async () => {
    storeSession({ userName: 'agent01', type: 1 });
    const list = [{ ...LINK }];
    const { fetchMock } = renderMemberApp('/m/agentRegister', { handlers: handlers(list) });
    const links = await screen.findByRole('list', { name: 'Meus links de afiliado' });
    expect(await within(links).findByText('ABCD2345')).toBeVisible();
    expect(within(links).getByText('1,50%')).toBeVisible();
    expect(within(links).getByTestId('members-ABCD2345')).toHaveTextContent('3');

    const rebate = screen.getByLabelText('Rebate padrão (%)');
    await userEvent.clear(rebate);
    await userEvent.type(rebate, '2,5');
    await userEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    expect(await screen.findByText(/Informe uma porcentagem de 0 a 2,00/)).toBeVisible();
    expect(calls(fetchMock, 'POST', AGENTS_API.affiliateUrls)).toHaveLength(0);

    await userEvent.clear(rebate);
    await userEvent.type(rebate, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    expect(await screen.findByText('Link NEWC0DE2 criado')).toBeVisible();
    const [post] = calls(fetchMock, 'POST', AGENTS_API.affiliateUrls);
    expect(JSON.parse(String(post![1]!.body))).toEqual({ defaultRebate: 1 });
    expect(await within(links).findByText('NEWC0DE2')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Excluir link ABCD2345' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir este link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls(fetchMock, 'DELETE', AGENTS_API.affiliateUrls)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir link ABCD2345' }));
    const again = await screen.findByRole('dialog', { name: 'Excluir este link?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(within(links).queryByText('ABCD2345')).toBeNull());
    expect(calls(fetchMock, 'DELETE', AGENTS_API.affiliateUrls)).toHaveLength(1);
  });

  it("shows the server's message when a downline registration is refused", async () => {
    storeSession({ userName: 'agent01', type: 1 });
    renderMemberApp('/m/agentRegister', { handlers: handlers([]) });
    const form = (await screen.findByRole('heading', { name: 'Cadastrar um subordinado' }))
      .parentElement!;
    await userEvent.click(within(form).getByRole('button', { name: 'Cadastrar membro' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Obrigatório');
    await userEvent.type(within(form).getByLabelText('Conta'), 'agent01');
    await userEvent.type(within(form).getByLabelText('Senha'), 'abc123');
    await userEvent.click(within(form).getByRole('button', { name: 'Cadastrar membro' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'Desculpe, o nome de usuário já existe',
      ),
    );
    expect(within(form).getByLabelText('Conta')).toHaveAttribute('aria-invalid', 'true');
  });
});
