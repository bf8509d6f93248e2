import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyExport, rememberedLoader } from './lazy-export';

function Step({ label }: { label: string }) {
  return <p>{label}</p>;
}

describe('lazyExport', () => {
  it('draws a component whose module a remembered loader has loaded at once, with no fallback', async () => {
    const load = rememberedLoader(() => Promise.resolve({ Step }));
    const LazyStep = lazyExport(load, 'Step');
    await load();
    render(
      <Suspense fallback={<p>Loading step</p>}>
        <LazyStep label="Choose a time" />
      </Suspense>,
    );
    expect(screen.getByText('Choose a time')).toBeInTheDocument();
    expect(screen.queryByText('Loading step')).not.toBeInTheDocument();
  });

  it('shows the fallback while the module loads, then the component', async () => {
    let resolve: (module: { Step: typeof Step }) => void = () => undefined;
    const load = rememberedLoader(
      () => new Promise<{ Step: typeof Step }>((done) => (resolve = done)),
    );
    const LazyStep = lazyExport(load, 'Step');
    render(
      <Suspense fallback={<p>Loading step</p>}>
        <LazyStep label="Choose a time" />
      </Suspense>,
    );
    expect(screen.getByText('Loading step')).toBeInTheDocument();
    resolve({ Step });
    expect(await screen.findByText('Choose a time')).toBeInTheDocument();
  });
});
