import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { makeAnnouncement, renderWithProviders } from '../../test/api-stubs.tsx';
import { AnnouncementTicker } from './announcement-ticker.tsx';

const items = [makeAnnouncement(1, { title: 'First' }), makeAnnouncement(2, { title: 'Second' })];

describe('AnnouncementTicker', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt');
  });

  it('is a region named Anúncios whose titles are buttons, each listed once for AT', () => {
    const onOpen = vi.fn();
    renderWithProviders(<AnnouncementTicker announcements={items} onOpen={onOpen} />);
    const region = screen.getByRole('region', { name: 'Anúncios' });
    // The second copy that makes the loop seamless is hidden from assistive technology.
    expect(within(region).getAllByRole('button', { name: 'First' })).toHaveLength(1);
    fireEvent.click(within(region).getByRole('button', { name: 'Second' }));
    expect(onOpen).toHaveBeenCalledWith(items[1]);
  });

  it('can be paused and resumed', () => {
    renderWithProviders(<AnnouncementTicker announcements={items} onOpen={() => {}} />);
    const region = screen.getByRole('region', { name: 'Anúncios' });
    const toggle = within(region).getByRole('button', { name: 'Pausar anúncios' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(region).toHaveAttribute('data-paused', 'true');
    fireEvent.click(toggle);
    expect(region).not.toHaveAttribute('data-paused');
  });

  it('is busy while loading and gone when there is nothing to announce', () => {
    const { container, rerender } = renderWithProviders(
      <AnnouncementTicker announcements={undefined} onOpen={() => {}} />,
    );
    expect(screen.getByRole('region', { name: 'Anúncios' })).toHaveAttribute('aria-busy', 'true');
    rerender(<AnnouncementTicker announcements={[]} onOpen={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
