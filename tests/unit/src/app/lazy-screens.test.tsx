import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../../../src/app/lazy';
import { lazyPart } from '../../../../src/components/lazy-part';

const networkError = () => new TypeError('Failed to fetch dynamically imported module');

/** A download that fails `failures` times, then brings `component`. */
function flakyDownload<Module>(failures: number, module: Module) {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw networkError();
    return module;
  });
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

/** A boundary above the screen, as the app's own would be. */
class AppBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? (
      <p>The app caught: {this.state.error.message}</p>
    ) : (
      this.props.children
    );
  }
}

function Cart() {
  return <h1>Cart</h1>;
}

describe('a screen whose code cannot be downloaded', () => {
  it('says so with Retry in place of the screen, and shows the screen once Retry brings it', async () => {
    const download = flakyDownload(1, { default: Cart });
    const CartScreen = lazyScreen<object>(download);
    render(
      <main>
        <nav>Top bar</nav>
        <CartScreen />
      </main>,
    );

    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Its download was interrupted.');
    expect(screen.getByText('Top bar')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeVisible();
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('offline, says so and loads by itself when the browser is back online', async () => {
    setOnline(false);
    try {
      const download = flakyDownload(1, { default: Cart });
      const CartScreen = lazyScreen<object>(download);
      render(<CartScreen />);

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'You are offline.It loads by itself as soon as you are back online.',
      );
      setOnline(true);
      expect(await screen.findByRole('heading', { name: 'Cart' })).toBeVisible();
    } finally {
      setOnline(true);
    }
  });

  it("leaves a screen's own error to the boundary above: only a download failure is shown as one", async () => {
    const failing = () => {
      throw new Error('a bug in the screen');
    };
    const Broken = lazyScreen<object>(async () => ({ default: failing }));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <AppBoundary>
          <Broken />
        </AppBoundary>,
      );
      expect(await screen.findByText('The app caught: a bug in the screen')).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'This page could not be loaded' })).toBeNull();
    } finally {
      quiet.mockRestore();
    }
  });
});

function Dialog({ open }: { open: boolean }) {
  return open ? <div role="dialog" aria-label="Product filter" /> : null;
}

describe('a dialog whose code cannot be downloaded', () => {
  it('tells the visitor, closes, and opening it again downloads it again', async () => {
    const told = vi.fn();
    const FilterDialog = lazyPart(flakyDownload(1, Dialog), told);
    function Page() {
      const [open, setOpen] = useState(false);
      const [mounted, setMounted] = useState(false);
      const openDialog = () => {
        setMounted(true);
        setOpen(true);
      };
      return (
        <>
          <button onClick={openDialog}>Filter</button>
          {mounted && <FilterDialog open={open} onDownloadFailed={() => setOpen(false)} />}
        </>
      );
    }
    render(<Page />);

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() => expect(told).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('dialog', { name: 'Product filter' })).toBeVisible();
    expect(told).toHaveBeenCalledOnce();
    expect(told).toHaveBeenCalledWith(false);
  });

  it('says when it failed again in the page (Firefox keeps a failed module: a reload brings it)', async () => {
    const told = vi.fn();
    const SortDialog = lazyPart(flakyDownload(Infinity, Dialog), told);
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Sort</button>
          <SortDialog open={open} onDownloadFailed={() => setOpen(false)} />
        </>
      );
    }
    render(<Page />);

    await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
    await vi.waitFor(() => expect(told).toHaveBeenLastCalledWith(false));
    await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
    await vi.waitFor(() => expect(told).toHaveBeenLastCalledWith(true));
    expect(told).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
