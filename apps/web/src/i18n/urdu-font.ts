// Noto Nastaliq Urdu, self-hosted from @fontsource: its Arabic-script subset at one weight, so an
// Urdu page fetches one font file (its Latin text keeps the app's own font).
import fontUrl from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2?url';

/**
 * `optional`: a page whose font has not arrived within its first moments keeps the fallback
 * instead of reflowing its text when the font lands (Nastaliq's lines are much taller: Lighthouse
 * counted the swap as layout shift); the font is cached for the pages after it.
 */
if (typeof document !== 'undefined' && 'fonts' in document) {
  const face = new FontFace('Noto Nastaliq Urdu', `url(${fontUrl}) format('woff2')`, {
    display: 'optional',
    weight: '400',
    unicodeRange:
      'U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200E, U+2010-2011, U+FB50-FDFF, U+FE70-FEFC',
  });
  document.fonts.add(face);
  void face.load().catch(() => undefined);
}
