// SKELETON: the page is being built (issue 4); the member centre already routes to it.
export function TransferUplinePage() {
  return <section data-testid="transfer-upline-page" />;
}
