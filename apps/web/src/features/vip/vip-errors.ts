import { featureErrorNamespaces } from '../../i18n/feature-errors.ts';

/** Where the rebate and VIP codes are worded: the lazy vip texts, then the first page's errors. */
export const VIP_ERRORS = featureErrorNamespaces('vip');
