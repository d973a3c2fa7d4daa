import { useLaunchStore } from '../lib/launch-store.ts';
import { LaunchHost } from './launch-host.tsx';
import { VendorGamesDialog } from './vendor-games-dialog.tsx';

/** What a launch opens over the page: the launch in progress or the game popup, the popup game list. */
export function GameHosts() {
  const launching = useLaunchStore((state) => state.request !== null || state.popup !== null);
  const vendorGames = useLaunchStore((state) => state.vendorGames !== null);
  return (
    <>
      {launching && <LaunchHost />}
      {vendorGames && <VendorGamesDialog />}
    </>
  );
}
