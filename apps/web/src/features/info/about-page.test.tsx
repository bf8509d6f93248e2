import { DEFAULT_BUSINESS_SETTINGS, type TPublicBusiness } from '@padel/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../test/render-with-api';
import AboutPage from './about-page';

const business = (aboutClaims: TPublicBusiness['aboutClaims']): TPublicBusiness => ({
  ...structuredClone(DEFAULT_BUSINESS_SETTINGS),
  businessName: 'Gulberg Padel',
  socialMedia: [],
  aboutClaims,
});

describe('about page', () => {
  it("shows the venue's own figures from its settings", async () => {
    renderWithApi(<AboutPage />, {
      'business.public': () => ({
        business: business([
          { value: '4', label: 'Courts' },
          { value: '120+', label: 'Players' },
          { value: '', label: 'Coaches' },
        ]),
        signInProviders: [],
      }),
    });
    expect(await screen.findByText('120+')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.getByText('Courts')).toBeInTheDocument();
    // A figure left empty is not shown, nor the figures of other venues.
    expect(screen.queryByText('Coaches')).not.toBeInTheDocument();
    expect(screen.queryByText('50+')).not.toBeInTheDocument();
    expect(screen.queryByText('500+')).not.toBeInTheDocument();
  });

  it("shows the product doc's claims for a venue that has not set its own", async () => {
    renderWithApi(<AboutPage />, {
      'business.public': () => ({
        business: business(DEFAULT_BUSINESS_SETTINGS.aboutClaims),
        signInProviders: [],
      }),
    });
    expect(await screen.findByText('500+')).toBeInTheDocument();
    expect(screen.getByText('50+')).toBeInTheDocument();
  });
});
