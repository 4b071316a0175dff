import { beforeEach, describe, expect, it } from 'vitest';
import {
  anyModalOpen,
  applyModalFlag,
  LOGIN_BODY_CLASS,
  MODAL_FLAGS,
  useModalStore,
} from './modal-store.ts';

const store = () => useModalStore.getState();

describe('modal store', () => {
  beforeEach(() => store().closeAll());

  it('has every flag of spec section 4, all closed', () => {
    expect(MODAL_FLAGS).toEqual([
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
    ]);
    expect(anyModalOpen(store().flags)).toBe(false);
  });

  it('opening login closes register and forget', () => {
    store().open('register');
    store().open('forget');
    store().open('login');
    expect(store().flags).toMatchObject({ login: true, register: false, forget: false });
  });

  it('opening register closes login and forget', () => {
    store().open('login');
    store().open('forget');
    store().open('register');
    expect(store().flags).toMatchObject({ login: false, register: true, forget: false });
  });

  it('leaves unrelated flags alone', () => {
    store().open('rightSide');
    store().open('login');
    expect(store().flags.rightSide).toBe(true);
    expect(applyModalFlag(store().flags, 'service', true).rightSide).toBe(true);
  });

  it('toggles the login body class with the login flag', () => {
    store().open('login');
    expect(document.body.classList.contains(LOGIN_BODY_CLASS)).toBe(true);
    store().open('register');
    expect(document.body.classList.contains(LOGIN_BODY_CLASS)).toBe(false);
    store().toggle('login');
    expect(document.body.classList.contains(LOGIN_BODY_CLASS)).toBe(true);
    store().close('login');
    expect(document.body.classList.contains(LOGIN_BODY_CLASS)).toBe(false);
  });

  it('reports whether any modal is open', () => {
    store().open('hotMatchPopup');
    expect(anyModalOpen(store().flags)).toBe(true);
    store().close('hotMatchPopup');
    expect(anyModalOpen(store().flags)).toBe(false);
  });
});
