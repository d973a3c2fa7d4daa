import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../api/client.ts';

export const NAMESPACES = ['common', 'errors', 'home', 'games', 'content', 'auth', 'register', 'account'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const FALLBACK_LANGUAGE = 'en';

type Json = { [key: string]: unknown };

/** Every `locales/<lang>/<namespace>.json`, bundled at build time: no network fetch for texts. */
const files = import.meta.glob<Json>('./locales/*/*.json', { eager: true, import: 'default' });

export function buildResources(entries: Record<string, Json>): Resource {
  const resources: Record<string, ResourceLanguage> = {};
  for (const [path, content] of Object.entries(entries)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    resources[language] ??= {};
    resources[language][namespace] = content;
  }
  return resources;
}

export const resources = buildResources(files);

/** Languages that ship texts; every other configured code shows the EN texts. */
export const LANGUAGES_WITH_TEXTS = Object.keys(resources);

export function createI18n(initialLanguage: string) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: initialLanguage,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
    react: { useSuspense: false },
  });
  const sync = (language: string) => {
    setApiLanguage(language);
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  };
  sync(instance.language);
  instance.on('languageChanged', sync);
  return instance;
}
