import { useVendorLanes } from '../../../api/vendor-lanes.ts';

/** Vendor display names by vassalage, from the (session-cached) vendor lanes. */
export function useVendorNames(): ReadonlyMap<string, string> {
  const lanes = useVendorLanes().data ?? [];
  const names = new Map<string, string>();
  for (const lane of lanes)
    for (const vendor of lane.vendors) names.set(vendor.vassalage, vendor.displayName);
  return names;
}
