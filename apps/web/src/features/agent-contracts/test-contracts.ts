import type { SystemStatus } from '@portal/contracts/system';
import { feature, statusWith } from '../../test/fixtures.ts';
import { signIn } from '../../test/session.ts';

export const CONSOLIDATED = '/wps/relay/MCSFE_getConsolidatedContractInfo';
export const DAILY_CALL = '/wps/relay/MCSFE_processDailySalaryContract';
export const DIVIDEND_CALL = '/wps/relay/MCSFE_processContractDividend';
export const PAYMENTS = '/wps/relay/MCSFE_getContractPayments';
export const INCOME = '/wps/report/income';
export const COMMISSION = '/wps/report/commission';

/** A site with the agent policy and every contract kind on. */
export const CONTRACT_SITE: SystemStatus = statusWith([
  feature('AGENTPOLICY3', true),
  feature('SIGNCONDIV3', true),
  feature('DAILYSALCONT3', true),
  feature('HOURSAL3', true),
  feature('RTSALARY3', true),
]);

/** Signed in as the real agent `agent01`. */
export const signInAgent = () => signIn({ id: 7, account: 'agent01', type: 1, isAgent: true });
