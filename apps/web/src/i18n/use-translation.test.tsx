import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from './index.ts';
import { useTranslation } from './use-translation.ts';

describe('useTranslation', () => {
  it('renders again in the new language, with a new t only when the language changes', async () => {
    const tChanged = vi.fn();
    function Login() {
      const { t } = useTranslation();
      useEffect(() => tChanged(), [t]);
      return <button type="button">{t('header.login')}</button>;
    }
    const { rerender } = render(<Login />);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    rerender(<Login />);
    expect(tChanged).toHaveBeenCalledTimes(1);

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(tChanged).toHaveBeenCalledTimes(2);
  });
});
