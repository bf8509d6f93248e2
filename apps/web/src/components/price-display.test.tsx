import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { PriceDisplay } from './price-display';

describe('price display', () => {
  it('shows a price in rupees with en-PK grouping', () => {
    renderWithTheme(<PriceDisplay price={1800} />);
    expect(screen.getByText('Rs. 1,800')).toBeInTheDocument();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it('shows the discounted price, the original crossed out and a percentage badge', () => {
    renderWithTheme(
      <PriceDisplay
        price={1440}
        discount={{
          hasDiscount: true,
          originalPrice: 1800,
          discountedPrice: 1440,
          discountPercentage: 20,
        }}
      />,
    );
    expect(screen.getByText('Rs. 1,440')).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,800')).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.getByText('20% OFF')).toBeInTheDocument();
  });

  it('shows no badge when the discount does not apply', () => {
    renderWithTheme(
      <PriceDisplay
        price={1800}
        discount={{
          hasDiscount: false,
          originalPrice: 1800,
          discountedPrice: 1800,
          discountPercentage: 0,
        }}
      />,
    );
    expect(screen.getByText('Rs. 1,800')).toBeInTheDocument();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it("shows 'Price N/A' when the price is missing", () => {
    renderWithTheme(<PriceDisplay price={null} />);
    expect(screen.getByText('Price N/A')).toBeInTheDocument();
  });

  it('shows the discount in Urdu with the prices in rupees as they are', async () => {
    await act(async () => {
      renderWithTheme(
        <Suspense fallback={null}>
          <PriceDisplay
            price={1440}
            discount={{
              hasDiscount: true,
              originalPrice: 1800,
              discountedPrice: 1440,
              discountPercentage: 20,
            }}
          />
        </Suspense>,
        { language: 'ur' },
      );
    });
    expect(await screen.findByText('20% رعایت')).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,440')).toBeInTheDocument();
    expect(screen.getByLabelText('اصل قیمت Rs. 1,800')).toBeInTheDocument();
  });
});
