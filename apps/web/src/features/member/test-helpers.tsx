import type { MemberInfo } from '@portal/contracts/accounts';
import type { FeatureNode, SystemStatus } from '@portal/contracts/system';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { createQueryClient, Providers } from '../../app/providers.tsx';
import { makeStatus, makeUser, seededClient } from '../../app/test-utils.tsx';
import { createI18n } from '../../i18n/setup.ts';
import { ALL_TEXTS } from '../../i18n/test-texts.ts';
import { useModalStore } from '../../ui/modal-store.ts';
import { useSession } from '../auth/session-store.ts';
import { useCentreStore } from './centre-store.ts';
import { useSessionBootState } from './use-session-boot.ts';

export const AGENT = { type: 1, isAgent: true } as const;
export const TRIAL = { type: 4, isTrial: true } as const;

export const feature = (modId: string, enabled: boolean): FeatureNode => ({
  modId,
  enabled: enabled ? '1' : '0',
  childrenNodes: [],
});

export function statusWith(modules: FeatureNode[]): SystemStatus {
  const status = makeStatus();
  return { ...status, info: { ...status.info, whitelabelVal: modules } };
}

/** Logs a member in as the portal would after member info loaded. */
export function signIn(overrides: Partial<MemberInfo> = {}): MemberInfo {
  const user = makeUser(overrides);
  act(() => {
    useSession.getState().setToken('session-token');
    useSession.getState().setUser(user);
  });
  return user;
}

export function resetAccountState(): void {
  sessionStorage.clear();
  useSession.setState({
    token: null,
    user: null,
    isLogin: false,
    isAgent: false,
    isTrial: false,
    firstLogin: false,
  });
  useCentreStore.setState({ member: null, agent: null, refusal: false });
  useModalStore.setState({ current: null, payload: undefined });
  useSessionBootState.setState({ settled: false });
}

/** Where the memory router is, for asserting navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

type RenderOptions = { path?: string; status?: SystemStatus };

/** Renders in the portal's providers (no query retries) and a memory router at `path`. */
export function renderAccount(ui: ReactNode, { path = '/', status = makeStatus() }: RenderOptions = {}) {
  const client = seededClient({ status });
  client.setDefaultOptions({ queries: { ...createQueryClient().getDefaultOptions().queries, retry: false } });
  const i18n = createI18n('en', ALL_TEXTS);
  const result = render(
    <Providers queryClient={client} i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, client };
}

/** A promise the test settles when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
