import { featureErrorNamespaces } from '../../i18n/feature-errors.ts';

/** Where the red envelope's codes are worded: its lazy texts, then the first page's errors. */
export const ENVELOPE_ERRORS = featureErrorNamespaces('redEnvelope');
