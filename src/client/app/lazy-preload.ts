import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A `React.lazy` component whose chunk can be fetched before it renders. */
export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the chunk (once); resolves when the component can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy`, plus `preload()`. Once the module has arrived, the lazy factory hands React a
 * thenable that resolves synchronously, so the component renders in the same pass instead of
 * suspending: a start-up that preloads its route chunks in parallel (the task pane) then renders
 * its first screen once, with no waterfall of fallbacks and no React fallback throttle between them.
 */
export function lazyWithPreload<P>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: { default: ComponentType<P> } | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const load = () => {
    loading ??= factory().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null; // a failed fetch (network) is tried again at the next render
        throw error;
      },
    );
    return loading;
  };
  const component = lazy(() =>
    loaded
      ? // React.lazy reads a thenable; this one calls back at once (React resolves it in place).
        ({
          then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(loaded!),
        } as never)
      : load(),
  ) as PreloadableComponent<P>;
  component.preload = () => load().then(() => undefined);
  return component;
}
