/** An operator switched a merchant's maintenance mode on or off. */
export type MaintenanceSwitched = { merchantId: number; on: boolean };

declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'merchant.maintenance': MaintenanceSwitched;
  }
}
