export type CountryCodeDef = { code: string; name: string; dialingCode: string; phoneLength: number };

/** Dialing codes for the mobile-number inputs; Thailand first, then the region, then the rest. */
export const COUNTRY_CODES: readonly CountryCodeDef[] = [
  { code: 'TH', name: 'Thailand', dialingCode: '66', phoneLength: 9 },
  { code: 'VN', name: 'Vietnam', dialingCode: '84', phoneLength: 9 },
  { code: 'MY', name: 'Malaysia', dialingCode: '60', phoneLength: 9 },
  { code: 'ID', name: 'Indonesia', dialingCode: '62', phoneLength: 10 },
  { code: 'PH', name: 'Philippines', dialingCode: '63', phoneLength: 10 },
  { code: 'KH', name: 'Cambodia', dialingCode: '855', phoneLength: 9 },
  { code: 'LA', name: 'Laos', dialingCode: '856', phoneLength: 10 },
  { code: 'MM', name: 'Myanmar', dialingCode: '95', phoneLength: 9 },
  { code: 'SG', name: 'Singapore', dialingCode: '65', phoneLength: 8 },
  { code: 'CN', name: 'China', dialingCode: '86', phoneLength: 11 },
  { code: 'HK', name: 'Hong Kong', dialingCode: '852', phoneLength: 8 },
  { code: 'TW', name: 'Taiwan', dialingCode: '886', phoneLength: 9 },
  { code: 'JP', name: 'Japan', dialingCode: '81', phoneLength: 10 },
  { code: 'KR', name: 'South Korea', dialingCode: '82', phoneLength: 10 },
  { code: 'IN', name: 'India', dialingCode: '91', phoneLength: 10 },
  { code: 'BD', name: 'Bangladesh', dialingCode: '880', phoneLength: 10 },
  { code: 'AU', name: 'Australia', dialingCode: '61', phoneLength: 9 },
  { code: 'US', name: 'United States', dialingCode: '1', phoneLength: 10 },
  { code: 'GB', name: 'United Kingdom', dialingCode: '44', phoneLength: 10 },
  { code: 'BR', name: 'Brazil', dialingCode: '55', phoneLength: 11 },
];
