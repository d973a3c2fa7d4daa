import type { LaunchQuery, LaunchResult } from '@portal/contracts/games';
import { create } from 'zustand';
import type { VendorGames } from './launch.ts';

/** A launch on its way: the call to make and the name to show meanwhile. */
export type LaunchRequest = { query: LaunchQuery; name: string; trial: boolean };

type LaunchState = {
  /** The launch call in flight (or failed, with its error on screen). */
  request: LaunchRequest | null;
  /** The game shown in the game popup. */
  popup: LaunchResult | null;
  /** The vendor whose games the popup game list shows. */
  vendorGames: VendorGames | null;
};

/** What the game layer shows over the page: the launch in progress, the game popup, the game list. */
export const useLaunchStore = create<LaunchState>(() => ({ request: null, popup: null, vendorGames: null }));

export const launchActions = {
  start: (request: LaunchRequest) => useLaunchStore.setState({ request, vendorGames: null }),
  showPopup: (popup: LaunchResult) => useLaunchStore.setState({ request: null, popup }),
  showVendorGames: (vendorGames: VendorGames) => useLaunchStore.setState({ vendorGames }),
  closeVendorGames: () => useLaunchStore.setState({ vendorGames: null }),
  settle: () => useLaunchStore.setState({ request: null }),
  closePopup: () => useLaunchStore.setState({ popup: null }),
};
