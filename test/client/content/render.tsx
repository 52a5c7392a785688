import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows the router's current path, so tests can follow links. */
function CurrentPath() {
  const { pathname } = useLocation();
  return <output data-testid="path">{pathname}</output>;
}

/** Renders a page at `path` inside Fluent and a memory router; `routes` adds pages to navigate to. */
export function renderPage(
  ui: ReactElement,
  { path = '/', routes = {} }: { path?: string; routes?: Record<string, ReactElement> } = {},
) {
  const user = userEvent.setup();
  const result = render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(routes).map(([at, element]) => (
            <Route key={at} path={at} element={element} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </FluentProvider>,
  );
  return { ...result, user };
}
