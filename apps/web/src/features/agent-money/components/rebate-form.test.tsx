import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DownlineRebates } from '@app/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import '../../../i18n/index.ts';
import '../i18n/texts.ts';
import { RebateForm } from './rebate-form.tsx';

const downline: DownlineRebates = {
  memberId: 7,
  userName: 'friend01',
  editable: true,
  rates: [
    { gameType: 'RNG', rateBp: 50, ceilingBp: 100, floorBp: 0 },
    { gameType: 'LOTT', rateBp: 0, ceilingBp: 150, floorBp: 0 },
  ],
};

describe('rebate form', () => {
  it('shows each rate with its ceiling and saves every rate in basis points', async () => {
    const save = vi.fn(async () => downline);
    const onSaved = vi.fn();
    render(<RebateForm downline={downline} save={save} onSaved={onSaved} />);
    const rng = screen.getByLabelText('Rebate de Slots');
    expect(rng).toHaveValue('0,50');
    expect(rng).toHaveAccessibleDescription('Máx. 1,00%');
    expect(screen.getByLabelText('Rebate de Loteria')).toHaveAccessibleDescription('Máx. 1,50%');
    await userEvent.clear(rng);
    await userEvent.type(rng, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar taxas' }));
    expect(save).toHaveBeenCalledWith({
      memberId: 7,
      rates: [
        { gameType: 'RNG', rateBp: 100 },
        { gameType: 'LOTT', rateBp: 0 },
      ],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Taxas salvas');
    expect(onSaved).toHaveBeenCalledWith(downline);
  });

  it('sends nothing while a field is not a percentage', async () => {
    const save = vi.fn(async () => downline);
    render(<RebateForm downline={downline} save={save} onSaved={() => {}} />);
    const lott = screen.getByLabelText('Rebate de Loteria');
    await userEvent.clear(lott);
    await userEvent.type(lott, '1.555');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar taxas' }));
    expect(lott).toHaveAttribute('aria-invalid', 'true');
    expect(lott).toHaveAccessibleDescription(
      'Máx. 1,50% Informe uma porcentagem de 0 a 100 com no máximo 2 casas decimais',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal as it came when a rate is above the ceiling', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(
        'agent.rebate.above.ceiling',
        'O rebate de RNG é maior que a sua própria taxa',
        400,
      );
    });
    const onSaved = vi.fn();
    render(<RebateForm downline={downline} save={save} onSaved={onSaved} />);
    const rng = screen.getByLabelText('Rebate de Slots');
    await userEvent.clear(rng);
    await userEvent.type(rng, '1.01');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar taxas' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'O rebate de RNG é maior que a sua própria taxa',
      ),
    );
    expect(save).toHaveBeenCalledWith({
      memberId: 7,
      rates: [
        { gameType: 'RNG', rateBp: 101 },
        { gameType: 'LOTT', rateBp: 0 },
      ],
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers no save for a member deeper in the team', () => {
    render(
      <RebateForm downline={{ ...downline, editable: false }} save={vi.fn()} onSaved={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: 'Salvar taxas' })).toBeNull();
    expect(screen.getByLabelText('Rebate de Slots')).toBeDisabled();
  });
});
