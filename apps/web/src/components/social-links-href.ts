import type { TSocialMediaLink } from '@padel/contract';

export type TSocialHref = { href: string; opensInNewTab: boolean };

/** Phones and tablets, where WhatsApp is an app the link can open directly. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}

/** The number a WhatsApp link points at (wa.me/923001234567 or ...?phone=923001234567), digits only. */
export function whatsappNumberOf(url: string): string | null {
  let digits = '';
  try {
    const parsed = new URL(url);
    digits =
      parsed.hostname === 'wa.me' || parsed.hostname === 'www.wa.me'
        ? parsed.pathname.replace(/\D/g, '')
        : (parsed.searchParams.get('phone') ?? '').replace(/\D/g, '');
  } catch {
    digits = url.replace(/\D/g, '');
  }
  return digits.length >= 8 ? digits : null;
}

function whatsappTextOf(url: string): string | null {
  try {
    return new URL(url).searchParams.get('text');
  } catch {
    return null;
  }
}

/**
 * Where a social link goes (spec: social links open in a new tab, or directly for WhatsApp on
 * mobile): WhatsApp opens the app on a phone (whatsapp://) and wa.me elsewhere.
 */
export function toSocialHref(
  link: Pick<TSocialMediaLink, 'platform' | 'url'>,
  isMobile: boolean,
): TSocialHref {
  if (link.platform !== 'whatsapp') return { href: link.url, opensInNewTab: true };
  const number = whatsappNumberOf(link.url);
  if (!number) return { href: link.url, opensInNewTab: !isMobile };
  const text = whatsappTextOf(link.url);
  const query = text ? `text=${encodeURIComponent(text)}` : '';
  return isMobile
    ? { href: `whatsapp://send?phone=${number}${query ? `&${query}` : ''}`, opensInNewTab: false }
    : { href: `https://wa.me/${number}${query ? `?${query}` : ''}`, opensInNewTab: true };
}
