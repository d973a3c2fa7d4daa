import { useSearchParams } from 'react-router';
import { AccountLines } from './account-lines.tsx';
import { AccountSearch } from './account-search.tsx';

/** The ledger: find accounts (a member's wallets, the house accounts), then one account's lines. */
export default function LedgerPage() {
  const [params, setParams] = useSearchParams();
  const accountId = Number(params.get('account'));
  if (Number.isSafeInteger(accountId) && accountId > 0)
    return <AccountLines accountId={accountId} onBack={() => setParams({})} />;
  return <AccountSearch onOpen={(id) => setParams({ account: String(id) })} />;
}
