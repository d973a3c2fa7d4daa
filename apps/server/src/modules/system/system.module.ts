import type { PayloadPublicKey } from '@portal/contracts/encrypted.schema';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { defineModule } from '../../platform/module.ts';
import { createMerchantSetup } from './merchant-setup.service.ts';
import { systemRoutes } from './system.routes.ts';
import { createSystemService } from './system.service.ts';

/** Merchants, their domains, modes and settings, country codes (spec section 6: system calls). */
export function systemModule(deps: {
  db: Database;
  defaultMerchant: string;
  payloadKey: PayloadPublicKey;
  onChange: (scope: string) => Promise<void>;
  /** Maintenance switches are announced (merchant.maintenance) for the realtime pushes. */
  events?: Pick<EventBus, 'publish'>;
}) {
  const system = createSystemService(deps.db, {
    defaultMerchant: deps.defaultMerchant,
    payloadKey: deps.payloadKey,
    onChange: deps.onChange,
    ...(deps.events ? { events: deps.events } : {}),
  });
  const merchantSetup = createMerchantSetup(deps.db, { onChange: () => deps.onChange('merchants') });
  return defineModule('system', { system, merchantSetup }, async (app) => {
    await app.register(systemRoutes, { system });
  });
}
