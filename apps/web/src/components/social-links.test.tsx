import type { TSocialMediaLink } from '@padel/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { isMobileUserAgent, toSocialHref, whatsappNumberOf } from './social-links-href';
import { SocialLinks } from './social-links';

let count = 0;
const link = (
  platform: TSocialMediaLink['platform'],
  url: string,
  extra: Partial<TSocialMediaLink> = {},
): TSocialMediaLink => ({
  _id: `00000000-0000-4000-8000-${String((count += 1)).padStart(12, '0')}`,
  platform,
  url,
  customName: '',
  customIcon: '',
  ...extra,
});

describe('social links', () => {
  it('opens ordinary links in a new tab', () => {
    expect(toSocialHref(link('instagram', 'https://instagram.com/padel'), true)).toEqual({
      href: 'https://instagram.com/padel',
      opensInNewTab: true,
    });
  });

  it('opens WhatsApp in the app on a phone and on wa.me elsewhere', () => {
    const whatsapp = link('whatsapp', 'https://api.whatsapp.com/send?phone=923001234567&text=Hi');
    expect(toSocialHref(whatsapp, true)).toEqual({
      href: 'whatsapp://send?phone=923001234567&text=Hi',
      opensInNewTab: false,
    });
    expect(toSocialHref(whatsapp, false)).toEqual({
      href: 'https://wa.me/923001234567?text=Hi',
      opensInNewTab: true,
    });
    expect(whatsappNumberOf('https://wa.me/923001234567')).toBe('923001234567');
  });

  it('tells phones from desktops', () => {
    expect(
      isMobileUserAgent('Mozilla/5.0 (Linux; Android 13; SM-A045F) Mobile Safari/537.36'),
    ).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0')).toBe(false);
  });

  it('renders new-tab icons, a custom link with its name and emoji, and at most 3 when compact', () => {
    const links = [
      link('facebook', 'https://facebook.com/padel'),
      link('custom', 'https://padel.example.com/blog', { customName: 'Blog', customIcon: '📝' }),
      link('tiktok', 'https://tiktok.com/@padel'),
      link('youtube', 'https://youtube.com/@padel'),
    ];
    const { unmount } = renderWithTheme(<SocialLinks links={links} />);
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveTextContent('📝');
    unmount();

    renderWithTheme(<SocialLinks links={links} compact />);
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
