import { isModuleEnabled, type ModuleId } from '@portal/contracts/system';
import { useSystemStatus } from '../../../api/system-status.ts';

/** A switch of the site's feature tree (GAMELOFAV3 favourites, GAMELOREC3 recent games, FREEPLAY3 trials). */
export function useSiteModule(modId: ModuleId): boolean {
  const tree = useSystemStatus().data?.info.whitelabelVal;
  return tree ? isModuleEnabled(tree, modId) : false;
}
