import type { SlotSpinBody, SlotSpinResult } from '@portal/contracts/vendors.schema';
import { apiRequest } from '../../../../api/client.ts';

/** POST /vendor/house/v1/slot/spin: one paid spin, its free spins played out on the server. */
export const spinSlot = (body: SlotSpinBody) =>
  apiRequest<SlotSpinResult>('/vendor/house/v1/slot/spin', { method: 'POST', body });
