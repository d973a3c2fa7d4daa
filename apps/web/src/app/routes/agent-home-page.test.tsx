import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCentreStore } from '../../shell/centre/centre-store.ts';
import { useSessionBootState } from '../../shell/session/use-session-boot.ts';
import { AGENT } from '../../test/fixtures.ts';
import { renderAccount } from '../../test/render.tsx';
import { resetAccountState, signIn } from '../../test/session.ts';
import { AgentHomePage } from './agent-home-page.tsx';

vi.mock('../../api/auth.ts', async () => ({
  authApi: (await import('../../test/auth-api-mock.ts')).authApiMock,
  setPayloadKey: vi.fn(),
}));

beforeEach(resetAccountState);
afterEach(cleanup);

describe('/agentHome', () => {
  it('welcomes an agent and opens the agent centre from its button', () => {
    signIn({ ...AGENT, nickname: 'Boss Nok' });
    renderAccount(<AgentHomePage home={<p>home page</p>} />, { path: '/agentHome' });
    expect(screen.getByTestId('agent-welcome').textContent).toContain('Welcome back, Boss Nok');
    expect(screen.getByText('home page')).toBeTruthy();
    fireEvent.click(screen.getByTestId('agent-home-open'));
    expect(useCentreStore.getState().agent).toBe('agentTeamOverview');
    fireEvent.click(screen.getByTestId('agent-home-registerCenter'));
    expect(useCentreStore.getState().agent).toBe('registerCenter');
  });

  it('shows anyone else the home page only', () => {
    signIn();
    renderAccount(<AgentHomePage home={<p>home page</p>} />, { path: '/agentHome' });
    expect(screen.queryByTestId('agent-welcome')).toBeNull();
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('offers a visitor the agent login once the session check is done', () => {
    renderAccount(<AgentHomePage home={<p>home page</p>} />, { path: '/agentHome' });
    expect(screen.queryByTestId('agent-login')).toBeNull();
    act(() => useSessionBootState.getState().settle());
    expect(screen.getByTestId('agent-login')).toBeTruthy();
    expect(screen.queryByText('home page')).toBeNull();
  });
});
