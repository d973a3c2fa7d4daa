import type { ConsolidatedContractInfo, ContractKind } from '@portal/contracts/agent-contracts';
import type { IconName } from '@portal/ui/icons.tsx';

/** Where each kind's part sits in the consolidated contract info. */
export const KIND_INFO: Readonly<
  Record<
    ContractKind,
    keyof Pick<ConsolidatedContractInfo, 'dailySalary' | 'hourSalary' | 'realTimeSalary' | 'dividend'>
  >
> = { daily: 'dailySalary', hourly: 'hourSalary', realtime: 'realTimeSalary', dividend: 'dividend' };

/** The icon of each kind, as the agent centre's menu shows its page. */
export const KIND_ICON: Readonly<Record<ContractKind, IconName>> = {
  daily: 'briefcase',
  hourly: 'clock',
  realtime: 'bolt',
  dividend: 'pie',
};
