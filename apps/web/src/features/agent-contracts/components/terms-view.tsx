import type { ContractKind, ContractTerms } from '@portal/contracts/agent-contracts';
import { Money } from '@portal/ui/money.tsx';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../api/system-status.ts';
import { formatRate } from '../lib/terms.ts';
import styles from './contracts.module.css';

/** A contract's terms: the salary tiers, or the dividend's share and period. */
export function TermsView({
  kind,
  terms,
  testId,
}: {
  kind: ContractKind;
  terms: ContractTerms;
  testId?: string;
}) {
  const { t } = useTranslation('agentContracts');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  if (kind === 'dividend') {
    return (
      <dl className={styles.share} data-testid={testId}>
        <div>
          <dt>{t('terms.share')}</dt>
          <dd data-testid={testId && `${testId}-share`}>{formatRate(terms.share ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('terms.period')}</dt>
          <dd>{t(`periodType.${terms.periodType ?? 'daily'}`)}</dd>
        </div>
      </dl>
    );
  }
  return (
    <table className={styles.terms} data-testid={testId}>
      <caption className="visually-hidden">{t('terms.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('terms.validBet')}</th>
          <th scope="col" className={styles.num}>
            {t('terms.active')}
          </th>
          <th scope="col" className={styles.num}>
            {t('terms.rate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {(terms.tiers ?? []).map((tier) => (
          <tr key={tier.minValidBet} data-testid={testId && `${testId}-tier`}>
            <td>
              <Money amount={tier.minValidBet} symbol={symbol} />
            </td>
            <td className={styles.num}>{tier.minActive}</td>
            <td className={styles.num}>{formatRate(tier.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
