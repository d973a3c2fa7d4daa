import { useApiErrorText } from '@portal/ui/error-text.ts';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';

/** The text of a failed lottery call: lottery.* codes live in the lazy `lottery` texts, the rest in `errors`. */
export const useLotteryErrorText = () => useApiErrorText(featureErrorNamespaces('lottery'));
