import { screen, waitFor } from '@testing-library/react';
import { NARROW_QUERY } from '../../../src/client/app/use-media-query';
import { FakeServer } from './fake-server';
import { fastTimings, renderEditor } from './render-editor';

jest.setTimeout(90_000);

const matchMedia = window.matchMedia;
beforeEach(() => {
  fastTimings();
  localStorage.clear();
  new FakeServer().install();
  window.matchMedia = (query: string) =>
    ({ ...matchMedia(query), matches: query === NARROW_QUERY }) as MediaQueryList;
});
afterEach(() => {
  window.matchMedia = matchMedia;
});

describe("the draft's Details in Word's narrow pane", () => {
  it('closes on Escape and gives the focus back to the Details button', async () => {
    const { user } = renderEditor();
    const opener = await screen.findByRole('button', { name: 'Details' });
    await user.click(opener);
    const docket = await screen.findByLabelText('Docket number');
    await user.click(docket);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Draft details' })).toBeNull());
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });
});
