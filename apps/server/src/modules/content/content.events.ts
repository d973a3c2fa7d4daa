/** A notice (announcement) of a merchant was created, edited, switched on or off: the portal reads them again. */
export type NoticeChanged = {
  merchantId: number;
  /** The announcement type (B, PL, PU, PR, H). */
  type: string;
};

declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'notice.changed': NoticeChanged;
  }
}
