// SKELETON: the page is being built (issue 4); the member centre already routes to it.
export function TransferFundPage() {
  return <section data-testid="transfer-fund-page" />;
}
