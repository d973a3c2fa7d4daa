import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../shell/session/session-store.ts';
import { fail, fakeApi, ok } from '../../test/fake-api.ts';
import { makeStatus } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { signIn } from '../../test/session.ts';
import { LanguageSelector } from './language-selector.tsx';

const LANGUAGES = ['en', 'th'];

async function choose(code: string) {
  fireEvent.click(screen.getByTestId('language-selector'));
  await act(async () => {
    fireEvent.click(screen.getByTestId(`language-option-${code}`));
  });
}

describe('LanguageSelector: the language-update action (spec section 4)', () => {
  afterEach(() => {
    act(() => useSession.getState().clear());
    localStorage.clear();
  });

  it("sends a logged-in player's choice to its account, with its token", async () => {
    const api = fakeApi({ 'POST /wps/member/language': ok({ language: 'th' }) });
    signIn();
    const { i18n } = renderInShell(<LanguageSelector languages={LANGUAGES} />, { status: makeStatus() });
    await choose('th');
    expect(i18n.language).toBe('th');
    const sent = api.to('POST /wps/member/language');
    expect(sent.map((call) => call.body)).toEqual([{ language: 'th' }]);
    expect(sent[0]?.headers.get('authorization')).toContain('session-token');
  });

  it('switches the page even when the call fails, and sends nothing for a visitor or the same language', async () => {
    const api = fakeApi({ 'POST /wps/member/language': fail('language.not.offered') });
    const { i18n } = renderInShell(<LanguageSelector languages={LANGUAGES} />);
    await choose('th');
    expect(i18n.language).toBe('th');
    expect(api.to('POST /wps/member/language')).toHaveLength(0);

    signIn();
    await choose('th');
    expect(api.to('POST /wps/member/language')).toHaveLength(0);
    await choose('en');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(api.to('POST /wps/member/language')).toHaveLength(1);
  });
});
