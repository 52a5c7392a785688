import { screen } from '@testing-library/react';
import { AppRoutes } from '../../../src/client/app/routes';
import { mockFetch } from '../support/fetch';
import { renderWithProviders, signedInState } from '../support/render';

const mockCustomizerEvaluated = jest.fn();
jest.mock('../../../src/client/app/layouts/Customizer', () => {
  mockCustomizerEvaluated();
  return jest.requireActual('../../../src/client/app/layouts/Customizer');
});

describe('the customizer drawer', () => {
  it('is loaded when first opened, not with the signed-in layout', async () => {
    mockFetch(() => ({ status: 404, body: { detail: 'Not Found' } }));
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/account',
      preloadedState: signedInState(),
    });
    const toggle = await screen.findByTestId('customizer-toggle');
    expect(mockCustomizerEvaluated).not.toHaveBeenCalled();
    await user.click(toggle);
    expect(await screen.findByTestId('customizer-rtl')).toBeInTheDocument();
    expect(mockCustomizerEvaluated).toHaveBeenCalledTimes(1);
  });
});
