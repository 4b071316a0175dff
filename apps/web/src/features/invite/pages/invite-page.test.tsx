import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFERRALS_API, type InvitedFriend, type MemberInviteValue } from '@app/contracts';
import { envelope } from '../../../test/fixtures.ts';
import { signOut } from '../../../lib/session-store.ts';
import {
  calls,
  makeMemberInfo,
  memberHandlers,
  renderMemberApp,
  storeSession,
  type Handlers,
} from '../../member/test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));
vi.mock('../../agent/pages/agent-home-page.tsx', () => ({
  AgentHomePage: () => <p>agent home screen</p>,
}));

const PATH = '/m/invite';
const LONG = { timeout: 5000 };
const URL_ = 'https://concha.demo.example/m/register?affiliateCode=ABCDEFGH23';

function friend(userName: string, overrides: Partial<InvitedFriend> = {}): InvitedFriend {
  return { userName, joinedAt: '2026-05-02T12:00:00.000Z', deposited: false, ...overrides };
}

function makeInvite(overrides: Partial<MemberInviteValue> = {}): MemberInviteValue {
  return {
    code: 'ABCDEFGH23',
    url: URL_,
    promotion: {
      id: 7,
      title: 'Convide amigos e ganhem juntos',
      content: '<p>Quando um amigo fizer o primeiro depósito, vocês dois recebem R$ 20,00.</p>',
      startDate: '2026-04-01T00:00:00.000Z',
      endDate: null,
      noExpiry: 1,
    },
    friends: { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 },
    ...overrides,
  };
}

function inviteHandlers(answer: (url: URL) => MemberInviteValue): Handlers {
  return {
    ...memberHandlers(),
    [`GET ${REFERRALS_API.memberInvite}`]: ({ url }) => envelope(answer(url)),
  };
}

describe('invite screen', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('shows the link with its QR code and copies it; how it works; an empty friends list', async () => {
    storeSession();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderMemberApp(PATH, { handlers: inviteHandlers(() => makeInvite()) });

    const qr = await screen.findByRole('img', { name: 'QR code do seu link de convite' }, LONG);
    expect(qr).toHaveAttribute('data-qr-value', URL_);
    expect(screen.getByText(URL_)).toBeVisible();
    expect(screen.getByText('ABCDEFGH23')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Convidar amigos' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(await screen.findByText('Link copiado')).toBeVisible();

    const how = screen.getByRole('region', { name: 'Como funciona' });
    expect(within(how).getByText('Convide amigos e ganhem juntos')).toBeVisible();
    expect(within(how).getByText(/vocês dois recebem R\$ 20,00/)).toBeVisible();
    expect(
      within(how).getByRole('link', { name: 'Ver regras completas da promoção' }),
    ).toHaveAttribute('href', '/m/activityDetail?id=7');

    const friends = screen.getByRole('region', { name: 'Amigos que entraram' });
    expect(within(friends).getByText('Nenhum amigo')).toBeVisible();
    expect(
      within(friends).getByText(
        'Nenhum amigo entrou pelo seu link ainda. Compartilhe o link para começar.',
      ),
    ).toBeVisible();
    // The invite tab is the current footer tab.
    const footer = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(footer).getByRole('link', { name: 'Convidar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lists the friends with their deposit state, and pages through them', async () => {
    storeSession();
    const { fetchMock } = renderMemberApp(PATH, {
      handlers: inviteHandlers((url) =>
        url.searchParams.get('pageNo') === '2'
          ? makeInvite({
              friends: {
                list: [friend('jo***a')],
                pageNo: 2,
                pageSize: 20,
                total: 21,
                totalPages: 2,
              },
            })
          : makeInvite({
              friends: {
                list: [friend('ma*****22', { deposited: true }), friend('pe***o')],
                pageNo: 1,
                pageSize: 20,
                total: 21,
                totalPages: 2,
              },
            }),
      ),
    });
    const list = await screen.findByRole('list', { name: 'Amigos que entraram' }, LONG);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('ma*****22')).toBeVisible();
    expect(within(rows[0]!).getByText('Já depositou')).toBeVisible();
    expect(within(rows[1]!).getByText('Ainda sem depósito')).toBeVisible();
    expect(within(rows[0]!).getByText(/^Entrou em 2026\/05\/0[12]$/)).toBeVisible();
    expect(screen.getByText('21 amigos')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('jo***a')).toBeVisible();
    expect(screen.getByText('Página 2 de 2')).toBeVisible();
    const pages = calls(fetchMock, 'GET', REFERRALS_API.memberInvite).map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('pageNo'),
    );
    expect(pages).toEqual(['1', '2']);
  });

  it('says when the referral promotion is off', async () => {
    storeSession();
    renderMemberApp(PATH, { handlers: inviteHandlers(() => makeInvite({ promotion: null })) });
    expect(
      await screen.findByText(/A promoção de indicação não está ativa no momento/, {}, LONG),
    ).toBeVisible();
  });

  it('reads in English and Vietnamese too', async () => {
    storeSession();
    const { i18n } = await import('../../../i18n/index.ts');
    await i18n.changeLanguage('vi');
    try {
      renderMemberApp(PATH, { handlers: inviteHandlers(() => makeInvite()) });
      expect(await screen.findByRole('button', { name: 'Sao chép liên kết' }, LONG)).toBeVisible();
      expect(screen.getByRole('img', { name: 'Mã QR của liên kết mời' })).toBeVisible();
    } finally {
      await i18n.changeLanguage('pt');
    }
  });

  it('asks a guest to log in, without calling for a link', async () => {
    const { fetchMock } = renderMemberApp(PATH, {
      handlers: inviteHandlers(() => makeInvite()),
    });
    expect(
      await screen.findByText('Entre na sua conta para ver seu link de convite.', {}, LONG),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('dialog', { name: 'Entrar' }, LONG)).toBeVisible();
    expect(calls(fetchMock, 'GET', REFERRALS_API.memberInvite)).toHaveLength(0);
  });

  it('sends an agent on to the agent home', { timeout: 20_000 }, async () => {
    storeSession({ userName: 'agent01', type: 1, isTrial: false });
    const { router } = renderMemberApp(PATH, {
      handlers: {
        ...inviteHandlers(() => makeInvite()),
        ...memberHandlers(makeMemberInfo({ userName: 'agent01', account: 'agent01', type: 1 })),
      },
    });
    expect(await screen.findByText('agent home screen', {}, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/agent'));
  });
});
