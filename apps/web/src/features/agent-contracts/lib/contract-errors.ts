import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';

/** Where the contract codes are worded: the lazy agentContracts texts, then the first page's errors. */
export const CONTRACT_ERRORS = featureErrorNamespaces('agentContracts');
