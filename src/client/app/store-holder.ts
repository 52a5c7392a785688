import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppStore, PreloadedState, RootState } from './store';

/**
 * Holds the app's one Redux store. The landing page renders without Redux (it is not in the
 * landing route's initial JavaScript); the stateful part of the app, a lazy chunk, makes the store
 * on first need and keeps it here, so it outlives trips back to the landing page.
 */
export interface StoreHolder {
  store: AppStore | null;
  /** State for the store when it is made; localStorage's when absent. */
  preloadedState?: PreloadedState;
}

/** The holder given to `<App/>`. */
export const StoreHolderContext = createContext<StoreHolder>({ store: null });

/** The holder of the app's store. */
export function useStoreHolder(): StoreHolder {
  return useContext(StoreHolderContext);
}

const noStore = () => () => undefined;

/** Reads from the store if it exists yet (without react-redux, for the landing page). */
export function useHeldStoreValue<T>(select: (state: RootState) => T, fallback: T): T {
  const { store } = useStoreHolder();
  return useSyncExternalStore(
    store ? store.subscribe : noStore,
    () => (store ? select(store.getState()) : fallback),
    () => fallback,
  );
}
