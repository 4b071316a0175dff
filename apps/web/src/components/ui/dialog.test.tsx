import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import '../../i18n/index.ts';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Sample"
      >
        <p>Body text</p>
        <input aria-label="Field" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a named modal dialog that takes focus and gives it back', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open it' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sample' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('Escape closes it', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores mask taps in the first 300 ms, then closes on one', async () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }));
    const mask = screen.getByTestId('dialog-mask');
    now += 299;
    fireEvent.click(mask);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    now += 1;
    fireEvent.click(mask);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a tap inside the panel does not close it', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }));
    now += 5_000;
    fireEvent.click(screen.getByText('Body text'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveFocus();
  });
});
