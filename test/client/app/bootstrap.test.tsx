import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startClient, type StartedClient } from '../../../src/client/app/bootstrap';
import { detectOfficeHost } from '../../../src/client/office/host';

configure({ asyncUtilTimeout: 10000 });

type OfficeWindow = Window & { Office?: unknown };

let container: HTMLElement;
let started: StartedClient | undefined;

beforeEach(() => {
  localStorage.clear();
  container = document.createElement('div');
  document.body.appendChild(container);
  started = undefined;
});

afterEach(() => {
  act(() => started?.root.unmount());
  container.remove();
  delete (window as OfficeWindow).Office;
  jest.restoreAllMocks();
});

describe('detectOfficeHost', () => {
  it('finds nothing in a plain browser, or when Office has no onReady', () => {
    expect(detectOfficeHost()).toBeNull();
    (window as OfficeWindow).Office = {};
    expect(detectOfficeHost()).toBeNull();
  });

  it('wraps Office.onReady', async () => {
    const onReady = jest.fn(() => Promise.resolve({ host: 'Word', platform: 'PC' }));
    (window as OfficeWindow).Office = { onReady };
    await expect(detectOfficeHost()!.ready()).resolves.toEqual({ inOffice: true });
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('says when office.js runs in a plain browser tab (no host)', async () => {
    (window as OfficeWindow).Office = {
      onReady: () => Promise.resolve({ host: null, platform: null }),
    };
    await expect(detectOfficeHost()!.ready()).resolves.toEqual({ inOffice: false });
  });
});

describe('startClient', () => {
  it('on the editor waits for its chunks, showing the app’s “Loading…” meanwhile', async () => {
    window.history.replaceState(null, '', '/auth/forgot-password');
    let arrive: () => void = () => undefined;
    const chunks = new Promise<void>((resolve) => (arrive = resolve));
    const starting = startClient(container, null, chunks);
    let rendered = false;
    void starting.then(() => (rendered = true));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(rendered).toBe(false);
    expect(container.querySelector('[role="status"]')).toHaveTextContent('Loading…');
    expect(within(container).queryByRole('heading', { name: 'Reset your password' })).toBeNull();
    await act(async () => {
      arrive();
      started = await starting;
    });
    expect(
      await within(container).findByRole('heading', { name: 'Reset your password' }),
    ).toBeInTheDocument();
    expect(container).not.toHaveTextContent('Loading…');
  });

  it('without Office renders at once with the browser router at the current URL', async () => {
    window.history.replaceState(null, '', '/auth/forgot-password');
    await act(async () => {
      started = await startClient(container);
    });
    expect(started!.router).toBe('browser');
    expect(container.textContent).not.toBe('');
    expect(
      await within(container).findByRole('heading', { name: 'Reset your password' }),
    ).toBeInTheDocument();
  });

  it('with Office waits for onReady, then renders with the memory router at /editor', async () => {
    window.history.replaceState(null, '', '/taskpane.html');
    let ready: (info: unknown) => void = () => undefined;
    const onReady = jest.fn(() => new Promise((resolve) => (ready = resolve)));
    (window as OfficeWindow).Office = { onReady };
    const pushState = jest.spyOn(window.history, 'pushState');
    const replaceState = jest.spyOn(window.history, 'replaceState');

    let done: Promise<StartedClient> | undefined;
    await act(async () => {
      done = startClient(container);
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe('');

    await act(async () => {
      ready({ host: 'Word', platform: 'PC' });
      started = await done!;
    });
    expect(started!.router).toBe('memory');
    // /editor needs a signed-in user, so the guard shows the login page, in memory only.
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(started!.holder.store?.getState().auth.returnUrl).toBe('/editor');

    await userEvent
      .setup()
      .click(within(screen.getByRole('main')).getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(pushState).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/taskpane.html');
  });

  it('/taskpane.html outside Office says it is the page for Word and links to the browser app', async () => {
    window.history.replaceState(null, '', '/taskpane.html');
    (window as OfficeWindow).Office = {
      onReady: () => Promise.resolve({ host: null, platform: null }),
    };
    await act(async () => {
      started = await startClient(container);
    });
    expect(started!.router).toBe('browser');
    expect(
      await screen.findByRole('heading', { name: "This is Claimwright's page for Word" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Claimwright in the browser' })).toHaveAttribute(
      'href',
      '/editor',
    );
  });

  it('/taskpane.html without office.js at all (it did not load) shows the same page', async () => {
    window.history.replaceState(null, '', '/taskpane.html');
    await act(async () => {
      started = await startClient(container);
    });
    expect(
      await screen.findByRole('heading', { name: "This is Claimwright's page for Word" }),
    ).toBeInTheDocument();
  });
});
