import { uiResources } from '@portal/ui/texts.ts';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from './api/client.ts';

type Json = Record<string, unknown>;

/**
 * The back office's texts: `bo` for the shell and the shared words, one namespace per screen family
 * (a later capability adds its own file), beside the shared components' `ui` texts of @portal/ui.
 */
const own = import.meta.glob<Json>('./locales/*/*.json', { eager: true, import: 'default' });

export const LANGUAGES = ['en', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_KEY = 'bo.lang';

function resources(): Resource {
  const out: Resource = structuredClone(uiResources);
  for (const [path, texts] of Object.entries(own)) {
    const match = /locales\/([a-z]+)\/([a-z-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language = 'en', namespace = 'bo'] = match;
    out[language] = { ...out[language], [namespace]: texts };
  }
  return out;
}

export function savedLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  return saved === 'th' ? 'th' : 'en';
}

export function createI18n(language: Language = savedLanguage()) {
  const instance = i18next.createInstance();
  const texts = resources();
  void instance.use(initReactI18next).init({
    resources: texts,
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(texts.en ?? {}),
    defaultNS: 'bo',
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  const sync = (next: string) => {
    setApiLanguage(next);
    document.documentElement.lang = next;
    localStorage.setItem(LANGUAGE_KEY, next);
  };
  sync(instance.language);
  instance.on('languageChanged', sync);
  return instance;
}
