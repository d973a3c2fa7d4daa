import { describe, expect, it } from 'vitest';
import { formBody } from '../../test/form-body.ts';
import { answerOf, call, newPlayer } from '../../test/money-helpers.ts';
import { useOpsCli } from '../../test/ops-cli-helpers.ts';
import { OPS } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { run } = useOpsCli(t);

describe('ops messages and feedback commands', () => {
  it('sends a message and lists it, answers feedback, with usage and roles refused', async () => {
    const p = await newPlayer(t);
    const as = { token: p.token, merchant: 'siam' };
    const sent = await run(
      [
        'messages',
        'send',
        '--merchant',
        'siam',
        '--to',
        p.username,
        '--title',
        'Hi',
        '--text',
        'Hello there',
      ],
      OPS.admin,
    );
    expect(sent.err).toBe('');
    expect(sent.out).toMatch(/message \d+ sent to 1 player$/m);
    const list = await run(['messages', 'list', '--merchant', 'siam'], OPS.siamviewer);
    expect(list.out).toMatch(/ID\s+TITLE\s+KIND\s+TO\s+STATE/);
    expect(list.out).toContain(`player:${p.username}`);
    const usage = await run(
      ['messages', 'send', '--merchant', 'siam', '--title', 'x', '--text', 'y'],
      OPS.admin,
    );
    expect(usage.code).toBe(2);
    const refused = await run(
      ['messages', 'send', '--merchant', 'siam', '--all', '--title', 'x', '--text', 'y'],
      OPS.siamviewer,
    );
    expect(refused.code).toBe(1);

    const { payload, contentType } = await formBody(
      { category: 'game', content: 'the slots page loads slowly' },
      [],
      'image',
    );
    const receipt = answerOf<{ id: number }>(
      await t.app.inject({
        method: 'PUT',
        url: '/wps/feedback',
        headers: { authorization: p.token, merchant: 'siam', 'content-type': contentType },
        payload,
      }),
    );
    const queue = await run(['feedback', 'list', '--merchant', 'siam', '--status', 'open'], OPS.admin);
    expect(queue.out).toMatch(new RegExp(`^\\s*${receipt.id}\\s+${p.username}\\s+game`, 'm'));
    const answered = await run(
      ['feedback', 'answer', String(receipt.id), '--merchant', 'siam', '--text', 'We are on it'],
      OPS.finance,
    );
    expect(answered.out).toContain(`feedback ${receipt.id} answered`);
    const inbox = answerOf<{ content: Array<{ content: string }> }>(
      await call(t, 'GET', '/wps/relay/CSP_getInbox', undefined, as),
    );
    expect(inbox.content.map((m) => m.content)).toContain('We are on it');
  });
});
