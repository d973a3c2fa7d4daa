// SKELETON: the page is being built (issue 4); the member centre already routes to it.
export function TransactionHistoryPage() {
  return <section data-testid="transaction-history-page" />;
}
