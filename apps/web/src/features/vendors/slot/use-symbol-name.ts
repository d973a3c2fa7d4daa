import type { SlotGameInfo } from '@portal/contracts/vendors.schema';
import { useTranslation } from 'react-i18next';

/** A symbol's name in the page's language; keys the texts do not know show as the key itself. */
export function useSymbolName(info: SlotGameInfo) {
  const { t } = useTranslation('vendors');
  const byId = new Map(info.symbols.map((symbol) => [symbol.id, symbol.key]));
  return (id: number): string => {
    const key = byId.get(id) ?? String(id);
    return t(`symbol.names.${key}`, {
      defaultValue: key.length > 2 ? key[0]?.toUpperCase() + key.slice(1) : key,
    });
  };
}
