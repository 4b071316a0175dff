import '../i18n/texts.ts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '@app/contracts';
import { WithdrawalTracker } from './withdrawal-tracker.tsx';

function withdrawal(id: number, overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id,
    amountCents: 30_025,
    status: 'pending',
    bankName: 'Banco Um',
    accountNumber: '**** 9012',
    reason: '',
    createdAt: '2026-05-05T12:34:56.000Z',
    decidedAt: null,
    ...overrides,
  };
}

describe('WithdrawalTracker', () => {
  it('lists each request with its amount, state, time and account', () => {
    render(
      <WithdrawalTracker
        currency={{ symbol: 'R$', locale: 'pt-BR' }}
        withdrawals={[withdrawal(2, { status: 'paid', amountCents: 10_000 }), withdrawal(1)]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Acompanhamento de saques' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('R$ 100,00');
    expect(rows[0]).toHaveTextContent('Pago');
    expect(rows[1]).toHaveTextContent('R$ 300,25');
    expect(rows[1]).toHaveTextContent('Pendente');
    expect(rows[1]).toHaveTextContent('Para Banco Um **** 9012');
    const time = rows[1]!.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-05-05T12:34:56.000Z');
    expect(time?.textContent).toMatch(/^2026\/05\/0[56] \d\d:34:56$/);
  });

  it('shows the rejection reason only on rejected requests', () => {
    render(
      <WithdrawalTracker
        currency={{ symbol: '', locale: 'pt-BR' }}
        withdrawals={[
          withdrawal(3, { status: 'rejected', reason: 'Conta encerrada' }),
          withdrawal(4, { status: 'paid', reason: 'ignored note' }),
        ]}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Rejeitado');
    expect(rows[0]).toHaveTextContent('Motivo: Conta encerrada');
    expect(rows[1]).not.toHaveTextContent('Motivo');
  });

  it('says so when there is nothing to track', () => {
    render(<WithdrawalTracker currency={{ symbol: '', locale: 'pt-BR' }} withdrawals={[]} />);
    expect(screen.getByText('Ainda não há saques.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
