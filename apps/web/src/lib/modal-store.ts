import { create } from 'zustand';

/** Every modal flag of spec section 4. */
export const MODAL_FLAGS = [
  'login',
  'register',
  'forget',
  'changePassword',
  'sideMenu',
  'rightSide',
  'downloadSteps',
  'lotteryHistory',
  'agent',
  'service',
  'registerSuccess',
  'downloadPopup',
  'homeScreenPopup',
  'hotMatchPopup',
] as const;
export type ModalFlag = (typeof MODAL_FLAGS)[number];
export type ModalFlags = Record<ModalFlag, boolean>;

/** Body class while the login modal is open (locks page scroll behind it). */
export const LOGIN_BODY_CLASS = 'login-modal-open';
/** Page-container class while any modal is open. */
export const MODAL_OPEN_CLASS = 'modal-open';

/** Opening one of these closes the listed others (spec section 4). */
const EXCLUSIVE: Partial<Record<ModalFlag, readonly ModalFlag[]>> = {
  login: ['register', 'forget'],
  register: ['login', 'forget'],
  forget: ['login', 'register'],
};

function closedFlags(): ModalFlags {
  return Object.fromEntries(MODAL_FLAGS.map((flag) => [flag, false])) as ModalFlags;
}

interface ModalState {
  flags: ModalFlags;
  open: (flag: ModalFlag) => void;
  close: (flag: ModalFlag) => void;
  set: (flag: ModalFlag, value: boolean) => void;
  toggle: (flag: ModalFlag) => void;
  closeAll: () => void;
}

/** Pure transition, exported for tests and for anyone batching changes. */
export function applyModalFlag(flags: ModalFlags, flag: ModalFlag, value: boolean): ModalFlags {
  const next = { ...flags, [flag]: value };
  if (value) for (const other of EXCLUSIVE[flag] ?? []) next[other] = false;
  return next;
}

export function anyModalOpen(flags: ModalFlags): boolean {
  return MODAL_FLAGS.some((flag) => flags[flag]);
}

export const useModalStore = create<ModalState>((setState, getState) => ({
  flags: closedFlags(),
  set: (flag, value) => setState((state) => ({ flags: applyModalFlag(state.flags, flag, value) })),
  open: (flag) => getState().set(flag, true),
  close: (flag) => getState().set(flag, false),
  toggle: (flag) => getState().set(flag, !getState().flags[flag]),
  closeAll: () => setState({ flags: closedFlags() }),
}));

/** Convenience hook: is this one flag open? */
export function useModalFlag(flag: ModalFlag): boolean {
  return useModalStore((state) => state.flags[flag]);
}

/** Imperative helpers for event handlers outside React state. */
export const modals = {
  open: (flag: ModalFlag) => useModalStore.getState().open(flag),
  close: (flag: ModalFlag) => useModalStore.getState().close(flag),
  openLogin: () => useModalStore.getState().open('login'),
  openRegister: () => useModalStore.getState().open('register'),
};

// The login flag drives a body class (spec section 4), whoever changes it.
if (typeof document !== 'undefined') {
  useModalStore.subscribe((state, previous) => {
    if (state.flags.login !== previous.flags.login) {
      document.body.classList.toggle(LOGIN_BODY_CLASS, state.flags.login);
    }
  });
}
