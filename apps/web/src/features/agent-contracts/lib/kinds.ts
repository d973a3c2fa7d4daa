import type { ConsolidatedContractInfo, ContractKind } from '@portal/contracts/agent-contracts';
import type { IconName } from '@portal/ui/icons.tsx';
import type { AgentPage, ContractFlag } from '../../../shell/centre/centre-menus.ts';

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

/** The agent centre page of each kind. */
export const KIND_PAGE: Readonly<Record<ContractKind, AgentPage>> = {
  daily: 'dailyWages',
  hourly: 'hourlySalary',
  realtime: 'realTimeSalary',
  dividend: 'dividendRecord',
};

/** The consolidated info's flag saying a kind applies to the agent (its page is in the menu). */
export const KIND_FLAG: Readonly<Record<ContractKind, ContractFlag>> = {
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
  dividend: 'divtypereq',
};
