import { create } from 'zustand';

interface AdoptionState {
  /** A token from the page URL is being turned into the session: member calls wait. */
  pending: boolean;
  setPending: (pending: boolean) => void;
}

export const useSessionAdoption = create<AdoptionState>((setState) => ({
  pending: false,
  setPending: (pending) => setState({ pending }),
}));
