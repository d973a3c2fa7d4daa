import type { OpsAnnouncement } from '@portal/contracts/operators-content.schema';

/** A home banner as the operator API answers it, for the content screen's tests. */
export const banner: OpsAnnouncement = {
  id: 7,
  merchant: 'siam',
  type: 'B',
  title: { en: 'Welcome', th: 'ยินดีต้อนรับ' },
  content: { en: '<p>Bonus</p>', th: '' },
  startAt: '2026-01-02T03:04:00.000Z',
  endAt: null,
  execution: 'B',
  groupName: 'w_home',
  promotionType: null,
  linkageType: 'ROUTE',
  url: '/promotions',
  imageUrl: '/assets/art/banners/siam-welcome.svg',
  sort: 1,
  enabled: true,
  state: 'live',
};
