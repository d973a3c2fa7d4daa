import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../shell/session/session-store.ts';
import { resetAccountState } from '../../test/session.ts';
import { RequireToken } from './require-token.tsx';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<p>login page</p>} />
        <Route
          path="/lottery"
          element={
            <RequireToken>
              <p>lottery page</p>
            </RequireToken>
          }
        />
        <Route element={<RequireToken />}>
          <Route path="/vnLottery" element={<p>vn lottery page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(resetAccountState);
afterEach(cleanup);

describe('RequireToken', () => {
  it('sends an auth route without a stored token to /login', () => {
    renderAt('/lottery?gameCode=TH1');
    expect(screen.getByText('login page')).toBeTruthy();
    expect(screen.queryByText('lottery page')).toBeNull();
  });

  it('guards child routes when used as a layout route', () => {
    renderAt('/vnLottery');
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('shows the page when a token is stored, before member info has loaded', () => {
    useSession.getState().setToken('stored');
    renderAt('/lottery');
    expect(screen.getByText('lottery page')).toBeTruthy();
    cleanup();
    renderAt('/vnLottery');
    expect(screen.getByText('vn lottery page')).toBeTruthy();
  });
});
