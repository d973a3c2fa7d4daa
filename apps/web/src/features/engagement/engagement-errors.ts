import { featureErrorNamespaces } from '../../i18n/feature-errors.ts';

/** Where the sign-in and wheel codes are worded: the lazy engagement texts, then the first page's errors. */
export const ENGAGEMENT_ERRORS = featureErrorNamespaces('engagement');
