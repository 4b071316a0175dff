import '../i18n/texts.ts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Deposit } from '@app/contracts';
import { DepositHistory } from './deposit-history.tsx';

const currency = { symbol: 'R$', locale: 'pt-BR' };

function deposit(id: number, overrides: Partial<Deposit> = {}): Deposit {
  return {
    id,
    channelCode: 'bank-transfer',
    channelName: 'Bank transfer',
    kind: 'manual',
    amountCents: 8_000,
    status: 'rejected',
    reference: 'TRF-778',
    promotionId: null,
    reason: 'Transferência não encontrada',
    createdAt: '2026-05-05T12:34:56.000Z',
    decidedAt: null,
    ...overrides,
  };
}

describe('DepositHistory', () => {
  it('base layout: amount, state, method and time on one row', () => {
    render(<DepositHistory deposits={[deposit(5)]} currency={currency} newLayout={false} />);
    const list = screen.getByRole('list', { name: 'Histórico de depósitos' });
    const [row] = within(list).getAllByRole('listitem');
    expect(row).toHaveTextContent('R$ 80,00');
    expect(row).toHaveTextContent('Rejeitado');
    expect(row).toHaveTextContent('Bank transfer');
    expect(within(row!).queryByText('TRF-778')).not.toBeInTheDocument();
    expect(within(row!).queryByRole('term')).not.toBeInTheDocument();
    // A rejected deposit says why (issue 18); an approved one has no reason line.
    expect(row).toHaveTextContent('Motivo: Transferência não encontrada');
  });

  it('base layout: no reason line for a deposit that was not rejected', () => {
    render(
      <DepositHistory
        deposits={[deposit(6, { status: 'approved', reason: '' })]}
        currency={currency}
        newLayout={false}
      />,
    );
    expect(screen.getByRole('listitem')).not.toHaveTextContent('Motivo');
  });

  it("new layout (deposit-function flag '1'): every detail as a labelled fact", () => {
    render(<DepositHistory deposits={[deposit(5)]} currency={currency} newLayout />);
    const [row] = screen.getAllByRole('listitem');
    const terms = within(row!)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['N.º do depósito', 'Método', 'Referência', 'Hora', 'Motivo']);
    expect(within(row!).getByText('TRF-778')).toBeInTheDocument();
    expect(within(row!).getByText('Transferência não encontrada')).toBeInTheDocument();
  });

  it('says so when there are no deposits', () => {
    render(<DepositHistory deposits={[]} currency={currency} newLayout />);
    expect(screen.getByText('Ainda não há depósitos.')).toBeInTheDocument();
  });
});
