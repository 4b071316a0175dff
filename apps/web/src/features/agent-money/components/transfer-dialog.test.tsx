import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, type AgentTransferResult } from '@app/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { merchantSettings, renderWithProviders, stubApi } from '../../../test/api-stubs.tsx';
import '../../../i18n/index.ts';
import '../i18n/texts.ts';
import { TransferDialog } from './transfer-dialog.tsx';

const recipients = [
  { memberId: 1, userName: 'ana' },
  { memberId: 2, userName: 'bia' },
];
const result: AgentTransferResult = {
  requestId: 'x',
  replayed: false,
  totalCents: 350,
  balanceCents: 650,
  transfers: [
    { memberId: 1, userName: 'ana', amountCents: 150, transferId: 1 },
    { memberId: 2, userName: 'bia', amountCents: 200, transferId: 2 },
  ],
};

function renderDialog(send: ReturnType<typeof vi.fn>, balanceCents = 1_000) {
  const onDone = vi.fn();
  // The merchant trades in reais: amounts show "R$ 3,50".
  stubApi({
    [API.consolidatedSettings]: { ...merchantSettings, currency: { code: 'BRL', symbol: 'R$' } },
  });
  renderWithProviders(
    <TransferDialog
      recipients={recipients}
      balanceCents={balanceCents}
      onClose={() => {}}
      onDone={onDone}
      send={send as never}
    />,
  );
  return { onDone };
}

describe('transfer dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('checks each amount and the total against the balance before anything is sent', async () => {
    const send = vi.fn();
    renderDialog(send, 300);
    const dialog = screen.getByRole('dialog', { name: 'Transferir para 2 subordinados' });
    await userEvent.type(within(dialog).getByLabelText('Valor para ana'), '1.005');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByLabelText('Valor para ana')).toHaveAccessibleDescription(
      'Informe um valor maior que 0 com no máximo 2 casas decimais',
    );
    expect(within(dialog).getByLabelText('Valor para bia')).toHaveAccessibleDescription(
      'Informe um valor',
    );
    await userEvent.clear(within(dialog).getByLabelText('Valor para ana'));
    await userEvent.type(within(dialog).getByLabelText('Valor para ana'), '2');
    await userEvent.type(within(dialog).getByLabelText('Valor para bia'), '1.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('O total é maior que o seu saldo');
    expect(send).not.toHaveBeenCalled();
  });

  it('confirms the total, sends one request for every line, then shows the new balance', async () => {
    const send = vi.fn(async () => result);
    const { onDone } = renderDialog(send);
    await userEvent.type(screen.getByLabelText('Valor para ana'), '1.50');
    await userEvent.type(screen.getByLabelText('Valor para bia'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Transferir R$ 3,50 do seu saldo?')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar transferência' }));
    expect(send).toHaveBeenCalledTimes(1);
    const [body] = send.mock.calls[0] as unknown as [{ requestId: string; transfers: unknown }];
    expect(body.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(body.transfers).toEqual([
      { memberId: 1, amount: '1.50' },
      { memberId: 2, amount: '2' },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'R$ 3,50 transferidos para 2 subordinados',
    );
    expect(screen.getByText('R$ 6,50')).toBeVisible();
    expect(onDone).toHaveBeenCalledWith(result);
  });

  it('shows a refusal in the member’s language and retries a lost answer with the same id', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('network.error', 'offline'))
      .mockRejectedValueOnce(new ApiError('wallet.insufficient.funds', 'Saldo insuficiente', 409));
    renderDialog(send);
    await userEvent.type(screen.getByLabelText('Valor para ana'), '1');
    await userEvent.type(screen.getByLabelText('Valor para bia'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar transferência' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível concluir a transferência, tente novamente',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar transferência' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Saldo insuficiente'));
    const ids = send.mock.calls.map((call) => (call[0] as { requestId: string }).requestId);
    expect(ids[0]).toBe(ids[1]);
    // A refusal returns to the amounts; confirming again makes a new request id.
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeVisible();
  });
});
