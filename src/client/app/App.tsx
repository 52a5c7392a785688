import { Suspense, type ReactNode } from 'react';
import { StoreHolderContext, type StoreHolder } from './store-holder';

const loading = (
  <div role="status" aria-live="polite" style={{ padding: '2rem', textAlign: 'center' }}>
    Loading…
  </div>
);

/** The application under either router: its route table, with the holder of the Redux store. */
export function App({ holder, children }: { holder: StoreHolder; children: ReactNode }) {
  return (
    <StoreHolderContext.Provider value={holder}>
      <Suspense fallback={loading}>{children}</Suspense>
    </StoreHolderContext.Provider>
  );
}
