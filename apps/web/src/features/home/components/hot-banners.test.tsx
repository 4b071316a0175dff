import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { makeAnnouncement, makeBanner, renderWithProviders } from '../../../test/api-stubs.tsx';
import { HotBanners } from './hot-banners.tsx';
import { NoticeArea, htmlToText } from '../../../components/promo/notice-area.tsx';

describe('HotBanners', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('links site routes through the router and lazy-loads with fixed dimensions', () => {
    renderWithProviders(
      <HotBanners
        banners={[
          makeBanner(11, { groupName: 'm_hot', title: 'Weekly cashback', link: '/m/activity' }),
          makeBanner(12, { groupName: 'm_hot', title: 'Partner', link: 'https://example.test/' }),
          makeBanner(13, { groupName: 'm_hot', title: 'Just a picture' }),
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weekly cashback' })).toHaveAttribute(
      'href',
      '/activity',
    );
    expect(screen.getByRole('link', { name: 'Partner' })).toHaveAttribute('target', '_blank');
    const picture = screen.getByRole('img', { name: 'Just a picture' });
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width');
    expect(picture).toHaveAttribute('height');
  });

  it('keeps the strip height with placeholders while loading', () => {
    const { container } = renderWithProviders(<HotBanners banners={undefined} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('renders nothing without banners', () => {
    const { container } = renderWithProviders(<HotBanners banners={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('NoticeArea', () => {
  it('shows notices as plain text, never as markup', () => {
    renderWithProviders(
      <NoticeArea
        notices={[
          makeAnnouncement(1, {
            type: 'PU',
            title: 'Upgrade tonight',
            content: '<p>From <b>02:00</b></p><img src=x onerror="alert(1)"><script>x()</script>',
          }),
        ]}
      />,
    );
    expect(screen.getByText('Upgrade tonight')).toBeInTheDocument();
    expect(screen.getByText('From 02:00')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows the latest notice and links to all of them when there are more', async () => {
    await i18n.changeLanguage('pt');
    renderWithProviders(
      <NoticeArea
        notices={[
          makeAnnouncement(1, { type: 'PU', title: 'Newest' }),
          makeAnnouncement(2, { type: 'PU', title: 'Older' }),
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Avisos' })).toHaveTextContent('Newest');
    expect(screen.queryByText('Older')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos (2)' })).toHaveAttribute('href', '/notice');
  });

  it('keeps its box while loading and disappears when there is nothing to say', () => {
    const { container, rerender } = renderWithProviders(<NoticeArea notices={undefined} />);
    expect(container.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    rerender(<NoticeArea notices={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reduces HTML to its text', () => {
    expect(htmlToText('<p>a&nbsp;<i>b</i></p>\n<p>c</p>')).toBe('a b c');
    expect(htmlToText('<h3>Welcome!</h3><p>Over 600 games</p>')).toBe('Welcome! Over 600 games');
    expect(htmlToText('')).toBe('');
  });
});
