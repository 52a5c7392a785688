import { act, screen, waitFor, within } from '@testing-library/react';
import { PLANS } from '../../../src/core/billing/plans';
import { AppRoutes } from '../../../src/client/app/routes';
import { GenerationAllowance } from '../../../src/client/features/billing/GenerationAllowance';
import { billingStatus, bodiesOf, fakeApi, userDetails } from '../support/fake-api';
import { renderWithProviders, signedInState } from '../support/render';

jest.mock('../../../src/client/features/billing/redirect', () => ({ redirectTo: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { redirectTo } = require('../../../src/client/features/billing/redirect') as {
  redirectTo: jest.Mock;
};

const DETAILS = 'GET /api/v1/users/get_user_details';
const BILLING = 'GET /api/v1/billing';
const INVOICES = 'GET /api/v1/billing/invoices';

const billing = billingStatus;

const firmStatus = billing({
  plan: PLANS[3]!,
  state: 'active',
  source: 'subscription',
  scope: 'enterprise',
  enterprise: { id: 3, name: 'Hale & Partners LLP' },
  interval: 'year',
  seats: 6,
  members: 6,
  renews_at: '2027-11-24T00:00:00.000Z',
  payment_method: 'visa •••• 4242',
  has_customer: true,
  usage: {
    generations_this_month: 120,
    generations_limit: 1800,
    generations_left: 1680,
    resets_at: '2026-12-01T00:00:00.000Z',
    drafts: 7,
  },
});

beforeEach(() => {
  localStorage.clear();
  redirectTo.mockClear();
});

function open(route = '/billing') {
  return renderWithProviders(<AppRoutes />, { route, preloadedState: signedInState() });
}

describe('/billing', () => {
  it('says a self-hosted install takes no payments and shows usage only', async () => {
    fakeApi({
      [DETAILS]: { body: userDetails() },
      [BILLING]: {
        body: billing({
          self_hosted: true,
          source: 'self_hosted',
          can_manage: false,
          usage: { ...billing().usage, generations_limit: null, generations_left: null },
        }),
      },
    });
    open();
    const card = await screen.findByTestId('billing-usage');
    expect(card).toHaveTextContent('takes no payments');
    expect(within(card).getByTestId('billing-usage-line')).toHaveTextContent(
      '4 generations this month',
    );
    expect(screen.queryByTestId('billing-plans')).toBeNull();
    expect(screen.queryByRole('button', { name: /Upgrade/ })).toBeNull();
  });

  it('shows a firm plan: state, seats, renewal, card, usage, and the admin’s controls', async () => {
    const seen = fakeApi({
      [DETAILS]: { body: userDetails() },
      [BILLING]: { body: firmStatus },
      'POST /api/v1/billing/portal': { body: { url: 'https://stripe.test/portal/1' } },
      'PUT /api/v1/billing/seats': { body: { ...firmStatus, seats: 8 } },
    });
    const { user } = open();
    const current = await screen.findByTestId('billing-usage');
    expect(within(current).getByTestId('billing-plan')).toHaveTextContent('Firm');
    expect(current).toHaveTextContent('Active');
    expect(current).toHaveTextContent('Yearly');
    expect(within(current).getByTestId('billing-seats')).toHaveTextContent('6 seats · 6 members');
    expect(current).toHaveTextContent('Renews onNovember 24, 2027');
    expect(current).toHaveTextContent('visa •••• 4242');
    expect(within(current).getByTestId('billing-usage-line')).toHaveTextContent(
      '120 of 1,800 generations used this month; resets on December 1, 2026',
    );
    await user.click(screen.getByRole('button', { name: 'Manage payments' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://stripe.test/portal/1'));
    expect(bodiesOf(seen, 'POST /api/v1/billing/portal')).toEqual([{}]);
    expect(screen.getByRole('button', { name: 'Switch to monthly' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel plan' })).toBeInTheDocument();

    const seats = screen.getByRole('spinbutton');
    await user.clear(seats);
    await user.type(seats, '8');
    await user.click(screen.getByRole('button', { name: 'Change seats' }));
    await waitFor(() =>
      expect(bodiesOf(seen, 'PUT /api/v1/billing/seats')).toEqual([{ seats: 8 }]),
    );
  });

  it('sends a free user to Stripe Checkout for the plan and period chosen', async () => {
    const seen = fakeApi({
      [DETAILS]: { body: userDetails() },
      [BILLING]: { body: billing() },
      'POST /api/v1/billing/checkout': { body: { url: 'https://stripe.test/checkout/cs_1' } },
    });
    const { user } = open();
    expect(await screen.findByTestId('plan-individual')).toHaveTextContent('$59 a month');
    await user.click(screen.getByRole('radio', { name: 'Annual (two months free)' }));
    expect(screen.getByTestId('plan-individual')).toHaveTextContent('$590 a year');
    expect(screen.getByTestId('plan-firm')).toHaveTextContent(
      'Create your firm on the Enterprise page',
    );
    await user.click(screen.getByRole('button', { name: 'Upgrade to Individual' }));
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith('https://stripe.test/checkout/cs_1'),
    );
    expect(bodiesOf(seen, 'POST /api/v1/billing/checkout')).toEqual([
      { plan_id: 'individual', interval: 'year' },
    ]);
  });

  it('lets a firm admin choose the seats at checkout: at least the members, within the plan', async () => {
    const seen = fakeApi({
      [DETAILS]: { body: userDetails() },
      [BILLING]: {
        body: billing({ enterprise: { id: 3, name: 'Hale & Partners LLP' }, members: 7 }),
      },
      'POST /api/v1/billing/checkout': { body: { url: 'https://stripe.test/checkout/cs_2' } },
    });
    const { user } = open();
    const firm = await screen.findByTestId('plan-firm');
    const seats = within(firm).getByRole('spinbutton', { name: 'Seats on Firm' });
    expect(seats).toHaveValue('7'); // the member count (over the plan's minimum of five)
    expect(firm).toHaveTextContent('$903 a month for 7; your firm has 7 members');
    const buy = within(firm).getByRole('button', { name: 'Upgrade to Firm' });

    await user.clear(seats);
    await user.type(seats, '6');
    await user.tab();
    expect(firm).toHaveTextContent(
      'At least 7 seats: your firm has 7 members and the Firm plan starts at 5',
    );
    expect(buy).toBeDisabled();

    const team = screen.getByTestId('plan-team');
    const teamSeats = within(team).getByRole('spinbutton', { name: 'Seats on Team' });
    await user.clear(teamSeats);
    await user.type(teamSeats, '11');
    await user.tab();
    expect(team).toHaveTextContent('The Team plan covers at most 10 seats');
    expect(within(team).getByRole('button', { name: 'Upgrade to Team' })).toBeDisabled();

    await user.clear(seats);
    await user.type(seats, '12');
    await user.tab();
    expect(firm).toHaveTextContent('$1,548 a month for 12');
    // The annual price for the same seats: the choice stays as the period changes.
    await user.click(screen.getByRole('radio', { name: 'Annual (two months free)' }));
    expect(seats).toHaveValue('12');
    expect(firm).toHaveTextContent('$15,480 a year for 12; your firm has 7 members');
    await user.click(buy);
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith('https://stripe.test/checkout/cs_2'),
    );
    expect(bodiesOf(seen, 'POST /api/v1/billing/checkout')).toEqual([
      { plan_id: 'firm', interval: 'year', seats: 12 },
    ]);
  });

  it('tells a firm member that the firm’s admin chooses its plan, without a seat picker', async () => {
    fakeApi({
      [DETAILS]: {
        body: userDetails({
          enterprise_id: 3,
          enterprise_role: 'member',
          enterprise: { id: 3, name: 'Hale & Partners LLP', role: 'member' },
        }),
      },
      [BILLING]: {
        body: billing({ enterprise: { id: 3, name: 'Hale & Partners LLP' }, members: 7 }),
      },
    });
    open();
    const firm = await screen.findByTestId('plan-firm');
    await waitFor(() =>
      expect(firm).toHaveTextContent('Your firm’s admin chooses the firm’s plan.'),
    );
    expect(within(firm).queryByRole('spinbutton')).toBeNull();
    expect(within(firm).queryByRole('button', { name: /Firm/ })).toBeNull();
  });

  it('says a seat change Stripe missed is pending', async () => {
    fakeApi({
      [DETAILS]: { body: userDetails() },
      [BILLING]: { body: { ...firmStatus, seats: 7, members: 6, seats_pending: 6 } },
    });
    open();
    expect(await screen.findByTestId('seats-pending')).toHaveTextContent(
      'Your firm now needs 6 seats, but Stripe could not be reached when its members changed, so the subscription still has 7.',
    );
    expect(screen.getByTestId('billing-seats')).toHaveTextContent(
      '7 seats · 6 members · 6 pending',
    );
  });

  it('tells the admin that Stripe refused a seat change for good, and what to do', async () => {
    const reason =
      "Stripe refused the seat count (404 resource_missing): No such subscription item: 'si_1'";
    fakeApi({
      [DETAILS]: { body: userDetails() },
      [BILLING]: {
        body: { ...firmStatus, seats: 7, members: 6, seats_pending: 6, seats_refused: reason },
      },
    });
    open();
    expect(await screen.findByTestId('seats-refused')).toHaveTextContent(
      `Your firm now needs 6 seats, but Stripe refused the change, so the subscription still has 7: ${reason}. It is not sent again by itself`,
    );
    expect(screen.queryByTestId('seats-pending')).toBeNull();
  });

  it('lists the past invoices of the account its admin manages', async () => {
    fakeApi({
      [DETAILS]: { body: userDetails() },
      [BILLING]: { body: { ...firmStatus, can_manage: true } },
      [INVOICES]: {
        body: {
          data: [
            {
              id: 'in_2',
              number: 'CW-0002',
              created_at: '2026-11-01T10:00:00.000Z',
              amount_cents: 77400,
              currency: 'usd',
              status: 'paid',
              url: 'https://invoice.example/in_2',
            },
          ],
        },
      },
    });
    open();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('November 1, 2026CW-0002$774.00paid');
    expect(within(row).getByRole('link', { name: 'CW-0002' })).toHaveAttribute(
      'href',
      'https://invoice.example/in_2',
    );
  });

  it('says the invoices cannot be loaded while Stripe is down, keeping the plan', async () => {
    fakeApi({
      [DETAILS]: { body: userDetails() },
      [BILLING]: { body: { ...firmStatus, can_manage: true } },
      [INVOICES]: { status: 503, body: { detail: 'Payments are unavailable' } },
    });
    open();
    // The list first says it is loading; the outage's answer replaces that (after the API
    // client's retries, which take longer on a busy machine).
    await waitFor(
      () =>
        expect(screen.getByTestId('billing-invoices')).toHaveTextContent(
          'The invoices could not be loaded: Stripe is unavailable.',
        ),
      { timeout: 15_000 },
    );
    expect(screen.getByTestId('billing-plan')).toHaveTextContent('Firm');
  });

  it('says so when Stripe is down, and keeps the plan on screen', async () => {
    fakeApi({
      [DETAILS]: { body: userDetails() },
      [BILLING]: { body: billing() },
      'POST /api/v1/billing/checkout': {
        status: 503,
        body: { detail: 'Payments are unavailable: Stripe could not be reached. Try again.' },
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Individual' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payments are unavailable: Stripe could not be reached',
    );
    expect(screen.getByTestId('billing-plan')).toHaveTextContent('Trial');
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('waits for Stripe’s confirmation after checkout and then shows the new plan', async () => {
    let calls = 0;
    fakeApi({
      [DETAILS]: { body: userDetails() },
      [BILLING]: () => ({ body: ++calls < 2 ? billing() : firmStatus }),
    });
    open('/billing?checkout=success');
    expect(await screen.findByTestId('checkout-returned')).toHaveTextContent('Waiting for Stripe');
    await waitFor(() => expect(screen.getByTestId('billing-plan')).toHaveTextContent('Firm'), {
      timeout: 8000,
    });
    expect(screen.getByTestId('checkout-returned')).toHaveTextContent('your plan is below');
  });
});

describe('the editor’s allowance line', () => {
  it('counts what is left and offers the upgrade at the limit', async () => {
    fakeApi({
      [BILLING]: {
        body: billing({
          usage: { ...billing().usage, generations_this_month: 10, generations_left: 0 },
        }),
      },
    });
    const { user } = renderWithProviders(<GenerationAllowance ended={null} />, {
      preloadedState: signedInState(),
    });
    const line = await screen.findByTestId('generation-allowance');
    expect(line).toHaveTextContent(
      'All 10 generations of your Trial plan are used for this month; more on December 1, 2026.',
    );
    await user.click(screen.getByTestId('allowance-upgrade'));
    expect(screen.getByTestId('location')).toHaveTextContent('/billing');
  });

  it('says nothing on a self-hosted install', async () => {
    fakeApi({ [BILLING]: { body: billing({ self_hosted: true }) } });
    renderWithProviders(<GenerationAllowance ended={null} />, { preloadedState: signedInState() });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByTestId('generation-allowance')).toBeNull();
  });
});

describe('the landing page’s pricing', () => {
  it('shows every plan from the one table, monthly or annual, each with a way in', async () => {
    fakeApi({});
    const { user } = renderWithProviders(<AppRoutes />, { route: '/' });
    const pricing = await screen.findByRole('region', { name: 'Pricing' });
    const plans = within(pricing).getAllByRole('listitem', { name: /plan$/ });
    expect(plans.map((p) => p.getAttribute('aria-label'))).toEqual([
      'Trial plan',
      'Individual plan',
      'Team plan',
      'Firm plan',
    ]);
    expect(within(pricing).getByTestId('plan-firm')).toHaveTextContent('$129 per seat a month');
    await user.click(within(pricing).getByRole('radio', { name: 'Annual (two months free)' }));
    expect(within(pricing).getByTestId('plan-firm')).toHaveTextContent('$1,290 per seat a year');
    expect(within(pricing).getByRole('link', { name: 'Start with Firm' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  });
});

describe('superusers’ plans table', () => {
  it('lists each account’s plan and state and grants a plan with a reason', async () => {
    const account = {
      user_id: 5,
      email: 'user5@example.com',
      enterprise: { id: 3, name: 'Hale & Partners LLP' },
      plan_id: 'free' as const,
      state: 'canceled' as const,
      source: 'free' as const,
      renews_at: null,
      grant: null,
      generations_this_month: 9,
    };
    const seen = fakeApi({
      [DETAILS]: { body: userDetails({ is_superuser: true }) },
      'GET /api/v1/users/?skip=0&limit=20': { body: { data: [], count: 0 } },
      'GET /api/v1/billing/accounts?skip=0&limit=20': { body: { data: [account], count: 1 } },
      'POST /api/v1/billing/grants': {
        body: {
          id: 1,
          plan_id: 'firm',
          user_id: null,
          enterprise_id: 3,
          starts_at: '2026-11-24T00:00:00Z',
          ends_at: '2026-12-24T00:00:00Z',
          reason: 'Pilot',
          granted_by: 1,
        },
      },
    });
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/admin/users',
      preloadedState: signedInState(),
    });
    const row = await screen.findByTestId('billing-account-row');
    expect(row).toHaveTextContent('user5@example.com (Hale & Partners LLP)');
    expect(row).toHaveTextContent('Trial');
    expect(row).toHaveTextContent('Cancelled');
    await user.click(
      within(row).getByRole('button', { name: 'Grant a plan to user5@example.com' }),
    );
    const dialog = await screen.findByTestId('grant-dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Plan' }), 'firm');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'For' }), 'enterprise');
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await within(dialog).findByText(/at least 3 characters|Too small/i)).toBeInTheDocument();
    expect(bodiesOf(seen, 'POST /api/v1/billing/grants')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Pilot');
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    await waitFor(() =>
      expect(bodiesOf(seen, 'POST /api/v1/billing/grants')).toEqual([
        { plan_id: 'firm', days: 30, reason: 'Pilot', enterprise_id: 3 },
      ]),
    );
  });
});
