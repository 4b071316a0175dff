import { create } from 'zustand';
import { readStorage, writeStorage } from '../../../lib/storage.ts';

/** Local storage key of the member's show/hide balance choice ('1' hidden). */
export const BALANCE_HIDDEN_KEY = 'BALANCE_HIDDEN';

interface BalanceVisibility {
  hidden: boolean;
  toggle: () => void;
}

export const useBalanceVisibility = create<BalanceVisibility>((setState, getState) => ({
  hidden: readStorage(BALANCE_HIDDEN_KEY) === '1',
  toggle: () => {
    const hidden = !getState().hidden;
    writeStorage(BALANCE_HIDDEN_KEY, hidden ? '1' : '0');
    setState({ hidden });
  },
}));
