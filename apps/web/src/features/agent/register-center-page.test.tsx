import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCentreStore } from '../../shell/centre/centre-store.ts';
import { fail, fakeApi, ok } from '../../test/fake-api.ts';
import { makeStatus } from '../../test/fixtures.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { RegisterCenterPage } from './register-center-page.tsx';
import { link, registered, setUpAgentPageTests } from './test-agent.ts';

const CREATE = 'POST /wps/agent/downline';
const LINKS = 'GET /wps/relay/MCSFE_viewAffiliateUrls';
const NEW_LINK = 'POST /wps/relay/MCSFE_createAffiliateUrl';
const DELETE_LINK = 'DELETE /wps/relay/MCSFE_deleteAffiliateUrl';
const REGISTERED = 'GET /wps/relay/MCSFE_viewRegisteredAffiliates';

setUpAgentPageTests();

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('register centre: a new downline', () => {
  it('checks the username and password with the site’s registration rules before asking', async () => {
    const api = fakeApi({ [LINKS]: ok([]) });
    const status = makeStatus();
    status.info.registerSetting.rules = [
      {
        field: 'username',
        enabled: true,
        required: true,
        min: 6,
        max: 12,
        patternId: 0,
        acceptedPattern: 'a-z0-9',
      },
    ];
    renderMemberPage(<RegisterCenterPage />, { status });

    fireEvent.click(screen.getByTestId('downline-submit'));
    expect(await screen.findAllByText('Input cannot be empty')).toHaveLength(2);

    type('downline-username', 'Ab');
    type('downline-password', 'short');
    type('downline-confirm', 'other');
    fireEvent.click(screen.getByTestId('downline-submit'));
    await waitFor(() =>
      expect(
        screen.getByText('Please enter 6 - 12 characters', { selector: '[role="alert"], p, span, div' }),
      ).toBeTruthy(),
    );
    expect(screen.getByText('Please fill in your password with 8 - 64 characters')).toBeTruthy();
    expect(screen.getByText('Incorrect confirmation input')).toBeTruthy();
    expect(api.to(CREATE)).toHaveLength(0);
  });

  it('creates an agent and says so, then offers another or the team', async () => {
    const api = fakeApi({
      [LINKS]: ok([]),
      [CREATE]: ok({ id: 90, username: 'newagent1', type: 2, parentId: 7 }),
    });
    renderMemberPage(<RegisterCenterPage />);

    fireEvent.click(screen.getByTestId('downline-kind-agent'));
    expect(screen.getByTestId('downline-submit').textContent).toBe('Create agent');
    type('downline-username', 'newagent1');
    type('downline-password', 'Secret@2026');
    type('downline-confirm', 'Secret@2026');
    type('downline-nickname', '  Lek  ');
    fireEvent.click(screen.getByTestId('downline-submit'));

    const created = await screen.findByTestId('downline-created');
    expect(created.textContent).toContain('Agent account created');
    expect(screen.getByTestId('downline-created-username').textContent).toBe('newagent1');
    expect(api.to(CREATE)[0]?.body).toEqual({
      kind: 'agent',
      username: 'newagent1',
      password: 'Secret@2026',
      nickname: 'Lek',
    });

    fireEvent.click(screen.getByTestId('downline-created-team'));
    expect(useCentreStore.getState().agent).toBe('downlineManagement');
    fireEvent.click(screen.getByTestId('downline-create-another'));
    expect((screen.getByTestId('downline-username') as HTMLInputElement).value).toBe('');
  });

  it('says why the server refused, in the agent’s words', async () => {
    fakeApi({ [LINKS]: ok([]), [CREATE]: fail('username.taken', 409) });
    renderMemberPage(<RegisterCenterPage />);
    type('downline-username', 'taken01');
    type('downline-password', 'Secret@2026');
    type('downline-confirm', 'Secret@2026');
    fireEvent.click(screen.getByTestId('downline-submit'));
    const alert = await screen.findByTestId('downline-error');
    expect(alert.textContent).toBe('This username is already registered.');
    expect(screen.queryByTestId('downline-created')).toBeNull();
  });
});

describe('register centre: affiliate links', () => {
  it('lists the links with their address and registrations, and creates one with its kind and note', async () => {
    const api = fakeApi({
      [LINKS]: [ok([link(1)]), ok([link(2, { kind: 'agent', note: null, registered: 0 }), link(1)])],
      [NEW_LINK]: ok(link(2, { kind: 'agent', note: null })),
    });
    renderMemberPage(<RegisterCenterPage />);

    const [first] = await screen.findAllByTestId('link-card');
    expect(within(first!).getByTestId('link-url').textContent).toBe(
      'https://siam.example/register?affiliateCode=AF1XYZ',
    );
    expect(within(first!).getByTestId('link-registered').textContent).toBe('2 registered');

    fireEvent.click(screen.getByTestId('link-kind-agent'));
    type('link-note', 'LINE group');
    fireEvent.click(screen.getByTestId('link-create'));
    await waitFor(() => expect(screen.getAllByTestId('link-card')).toHaveLength(2));
    expect(api.to(NEW_LINK)[0]?.body).toEqual({ kind: 'agent', note: 'LINE group' });
    expect(screen.getAllByTestId('link-card')[0]?.textContent).toContain('No note');
  });

  it('copies a link, shows its QR code, and lists who registered through it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = fakeApi({
      [LINKS]: ok([link(1)]),
      [REGISTERED]: ok({
        content: [registered(51, 1), registered(52, 1)],
        pageNum: 1,
        pageSize: 10,
        totalPages: 1,
        total: 2,
      }),
    });
    renderMemberPage(<RegisterCenterPage />);

    fireEvent.click(await screen.findByTestId('link-copy'));
    await waitFor(() => expect(screen.getByTestId('link-copy').textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith('https://siam.example/register?affiliateCode=AF1XYZ');

    fireEvent.click(screen.getByTestId('link-qr'));
    const dialog = await screen.findByTestId('link-qr-dialog');
    await waitFor(() => expect(dialog.querySelector('svg')).toBeTruthy());
    expect(dialog.textContent).toContain('Scanning it opens registration as a player in your team.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('link-qr-dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('link-show-registered'));
    const rows = await screen.findAllByTestId('registered-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('joined51'),
      expect.stringContaining('joined52'),
    ]);
    expect(Object.fromEntries(api.to(REGISTERED)[0]!.query)).toEqual({
      linkId: '1',
      pageNum: '1',
      pageSize: '10',
    });
  });

  it('asks before deleting a link, then deletes it', async () => {
    const api = fakeApi({ [LINKS]: [ok([link(1)]), ok([])], [DELETE_LINK]: ok(null) });
    renderMemberPage(<RegisterCenterPage />);

    fireEvent.click(await screen.findByTestId('link-delete'));
    const dialog = await screen.findByTestId('link-delete-dialog');
    expect(dialog.textContent).toContain('stay in your team');
    fireEvent.click(screen.getByTestId('link-delete-cancel'));
    await waitFor(() => expect(screen.queryByTestId('link-delete-dialog')).toBeNull());
    expect(api.to(DELETE_LINK)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('link-delete'));
    fireEvent.click(await screen.findByTestId('link-delete-confirm'));
    await screen.findByTestId('links-empty');
    expect(api.to(DELETE_LINK)[0]?.query.get('id')).toBe('1');
  });

  it('stops offering a new link at the limit', async () => {
    const many = Array.from({ length: 20 }, (_, index) => link(index + 1));
    fakeApi({ [LINKS]: ok(many) });
    renderMemberPage(<RegisterCenterPage />);
    expect((await screen.findByTestId('link-limit')).textContent).toContain('20 links');
    expect((screen.getByTestId('link-create') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the link limit error from the server in words', async () => {
    fakeApi({ [LINKS]: ok([link(1)]), [NEW_LINK]: fail('agent.links.limit', 409) });
    renderMemberPage(<RegisterCenterPage />);
    fireEvent.click(await screen.findByTestId('link-create'));
    expect((await screen.findByTestId('link-error')).textContent).toContain('the most links allowed');
  });
});
