// SKELETON: the page is being built (issue 4); the member centre already routes to it.
export function DepositPage() {
  return <section data-testid="deposit-page" />;
}
