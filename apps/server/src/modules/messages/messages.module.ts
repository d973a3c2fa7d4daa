import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import { defineModule } from '../../platform/module.ts';
import { createFeedback } from './feedback.service.ts';
import './messages.events.ts';
import { messagesRoutes, type NoticeSource } from './messages.routes.ts';
import { createMessages, type MessagesDeps } from './messages.service.ts';

/** How often the scheduled messages are looked for. */
const DISPATCH_EVERY_MS = 60_000;

/**
 * Messages, notices and feedback (issue 20, decision 0040): the inbox and its unread count, operators'
 * messages to any audience (one job, bulk-written) now or at a time (`messages.dispatch`), the member
 * notices, and feedback answered as a message. Other modules send through `messages.notify` (the port).
 */
export function messagesModule(
  deps: MessagesDeps & {
    jobs: Pick<JobRunner, 'schedule'>;
    usernames: (ids: readonly number[]) => Promise<Map<number, string>>;
    notices: NoticeSource;
  },
) {
  const messages = createMessages(deps);
  const feedback = createFeedback({ db: deps.db, events: deps.events, messages, usernames: deps.usernames });
  deps.jobs.schedule({
    name: 'messages.dispatch',
    every: DISPATCH_EVERY_MS,
    run: ({ now }) => messages.dispatchDue(now).then(() => undefined),
  });
  return defineModule('messages', { messages, feedback }, async (app) => {
    await app.register(messagesRoutes, { messages, feedback, notices: deps.notices });
  });
}
