import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Loaded<Props> = { component: ComponentType<Props> } | { error: unknown } | undefined;

/**
 * A component whose code is fetched when it is first drawn, drawn without Suspense: React holds
 * a Suspense boundary's content back until 300 ms after its fallback appeared (its
 * FALLBACK_THROTTLE_MS), which every full load of a page paid, twice. Here `fallback` shows until
 * the code is in, then a plain state update draws the component; once fetched, the code is drawn
 * at once. A failed fetch is thrown where the component stands, to its error boundary, as
 * `React.lazy`'s is. `preload` fetches it ahead.
 */
export function loadOnFirstUse<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode,
): ComponentType<Props> & { preload: () => Promise<unknown> } {
  let loaded: Loaded<Props>;
  let loading: Promise<Loaded<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = { component }),
      (error: unknown) => {
        // A later visit fetches again (a deploy replaced the chunk, the network came back).
        loading = undefined;
        return { error };
      },
    ));
  const LoadedOnFirstUse = (props: Props) => {
    const [state, setState] = useState<Loaded<Props>>(() => loaded);
    useEffect(() => {
      if (state !== undefined) {
        return undefined;
      }
      let mounted = true;
      void preload().then((outcome) => mounted && setState(outcome));
      return () => {
        mounted = false;
      };
    }, [state]);
    if (state === undefined) {
      return fallback;
    }
    if ('error' in state) {
      throw state.error;
    }
    const { component: Component } = state;
    return <Component {...props} />;
  };
  return Object.assign(LoadedOnFirstUse, { preload });
}
