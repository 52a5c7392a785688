/** Sends the browser to a page outside the app (Stripe Checkout or the Customer Portal). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
