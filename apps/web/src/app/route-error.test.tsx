import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.ts';
import { RouteErrorBoundary } from './route-error.tsx';

function Broken(): never {
  throw new Error('chunk failed');
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the page error with a retry in place of a page that fails, and clears it on the next page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/activity">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    rerender(
      <RouteErrorBoundary resetKey="/home">
        <p>home</p>
      </RouteErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('home')).toBeVisible();
  });
});
