import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyOptional } from './lazy-optional.ts';

describe('lazyOptional', () => {
  it('renders the part once its code has loaded', async () => {
    const Part = lazyOptional(async () => () => <p>the part</p>);
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('renders nothing, and lets the page around it be, when its code cannot be fetched', async () => {
    const Part = lazyOptional<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <main>
        <p>the page</p>
        <Suspense fallback={<p>loading</p>}>
          <Part />
        </Suspense>
      </main>,
    );
    await screen.findByText('the page');
    await expect.poll(() => screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('the page');
  });
});
