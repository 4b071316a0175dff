import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { AgentOnly } from './agent-only.tsx';

function renderAt() {
  render(
    <MemoryRouter initialEntries={['/member/team']}>
      <Routes>
        <Route
          path="/member/team"
          element={
            <AgentOnly>
              <p>team screen</p>
            </AgentOnly>
          }
        />
        <Route path="/home" element={<p>home screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => useSessionStore.getState().setSession(null));

describe('agent screens guard', () => {
  it('shows the screen to an agent type', () => {
    useSessionStore.getState().setSession({ userName: 'agent01', type: 1 });
    renderAt();
    expect(screen.getByText('team screen')).toBeVisible();
  });

  it.each([0, 4, 40])('sends type %i home', (type) => {
    useSessionStore.getState().setSession({ userName: 'someone', type });
    renderAt();
    expect(screen.getByText('home screen')).toBeVisible();
    expect(screen.queryByText('team screen')).toBeNull();
  });

  it('sends a guest home with the login popup', () => {
    renderAt();
    expect(screen.getByText('home screen')).toBeVisible();
    expect(useModalStore.getState().flags.login).toBe(true);
  });
});
