import { defineModule } from '../../platform/module.ts';
import { createRealtime, type RealtimeDeps } from './realtime.service.ts';

/**
 * Realtime (issue 20, decision 0041): socket events for logged-in players, on the platform's own port. Owns
 * no table and no route: its plugin serves Socket.IO on the app's HTTP server and closes it with the app.
 */
export function realtimeModule(deps: RealtimeDeps) {
  const realtime = createRealtime(deps);
  return defineModule('realtime', { realtime }, async (app) => {
    realtime.attach(app.server);
    // Before the HTTP server closes: upgraded connections would keep it open.
    app.addHook('preClose', () => realtime.close());
  });
}
