import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { loadOnFirstUse } from './loadOnFirstUse';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** A promise settled from the test, to see each frame before and after the code arrives. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p role="alert">{this.state.error}</p>;
  }
}

describe('loadOnFirstUse', () => {
  it('shows the fallback until the code is in, then the component with its props', async () => {
    const code = deferred<typeof Greeting>();
    const Loaded = loadOnFirstUse(() => code.promise, <p>Loading…</p>);
    render(<Loaded name="Thandi" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => {
      code.resolve(Greeting);
      await code.promise;
    });
    expect(screen.getByText('Hello Thandi')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('fetches once, and draws at once (no fallback) when drawn again', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Loaded = loadOnFirstUse(load, <p>Loading…</p>);
    const first = render(<Loaded name="Sipho" />);
    await screen.findByText('Hello Sipho');
    first.unmount();
    render(<Loaded name="Lerato" />);
    // The first frame already holds the component: nothing for React to throttle or flash.
    expect(screen.getByText('Hello Lerato')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts fetching ahead with preload', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Loaded = loadOnFirstUse(load, <p>Loading…</p>);
    await Loaded.preload();
    render(<Loaded name="Ayanda" />);
    expect(screen.getByText('Hello Ayanda')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed fetch to its error boundary, and fetches again on the next visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValue(Greeting);
    const Loaded = loadOnFirstUse(load, <p>Loading…</p>);
    const first = render(
      <Boundary>
        <Loaded name="Nomsa" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk gone');
    first.unmount();
    render(<Loaded name="Nomsa" />);
    expect(await screen.findByText('Hello Nomsa')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
