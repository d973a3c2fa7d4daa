import type { OpsMerchantPatch, OpsMerchantSettings } from '@portal/contracts/operators-merchants.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { useSaves } from '../../shell/use-saves.ts';

/** The screen's reads: the merchants of the operator's scope (shared with every screen), and one set-up. */
export const merchantKeys = {
  list: ['merchants'] as const,
  settings: (code: string) => ['merchant-settings', code] as const,
};

export function useMerchantSettings(code: string) {
  return useQuery({
    queryKey: merchantKeys.settings(code),
    queryFn: () => opsApi.merchantSettings.get(code),
    enabled: code !== '',
  });
}

/**
 * The saves of one merchant's sections. Each is one call answering the whole set-up, which then replaces
 * the screen's copy (the form of that section starts again from it); a refusal shows the operator API's
 * words beside that section's form and changes nothing on screen.
 */
export function useSectionSaves(code: string) {
  const client = useQueryClient();
  const { t } = useTranslation('merchants');
  const saves = useSaves(
    code,
    (settings: OpsMerchantSettings) => {
      client.setQueryData(merchantKeys.settings(code), settings);
      // the merchants list carries the name and the brand colours every screen's picker and previews use
      void client.invalidateQueries({ queryKey: merchantKeys.list });
    },
    t('saved'),
  );
  return {
    ...saves,
    /** Saves sections of the set-up (each present replaces that section) under the notice's key. */
    patch: (section: string, body: OpsMerchantPatch) =>
      void saves.save(section, () => opsApi.merchantSettings.update(code, body)),
  };
}

export type SectionSaves = ReturnType<typeof useSectionSaves>;

/** What every tab gets: the set-up as the server has it, whether the operator may change it, the saves. */
export type SectionProps = { settings: OpsMerchantSettings; canEdit: boolean; saves: SectionSaves };
