import { defineModule } from '../../platform/module.ts';
import './chat.events.ts';
import { chatRoutes } from './chat.routes.ts';
import { type ChatDeps, createChat } from './chat.service.ts';

/**
 * The chat room and the live hosts (issue 20, decision 0044): a player's conversations with customer
 * service or a live host, answered by operators; changes pushed after commit through realtime.
 */
export function chatModule(deps: ChatDeps) {
  const chat = createChat(deps);
  return defineModule('chat', { chat }, async (app) => {
    await app.register(chatRoutes, { chat, limiter: deps.limiter });
  });
}
