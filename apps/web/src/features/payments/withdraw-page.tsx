// SKELETON: the page is being built (issue 4); the member centre already routes to it.
export function WithdrawPage() {
  return <section data-testid="withdraw-page" />;
}
