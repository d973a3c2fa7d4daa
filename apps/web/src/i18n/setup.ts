import { UI_NAMESPACE, uiResources } from '@portal/ui/texts.ts';
import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../api/client.ts';

export const NAMESPACES = [
  'common',
  'errors',
  UI_NAMESPACE,
  'home',
  'games',
  'content',
  'auth',
  'register',
  'member',
  'wallet',
  'payments',
  'vendors',
  'betting',
  'tables',
  'gamecentre',
  'lottery',
  'agent',
  'agentContracts',
  'rewards',
  'vip',
  'promotions',
  'engagement',
  'missions',
  'points',
  'messages',
  'redEnvelope',
  'miniGame',
  'chat',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const FALLBACK_LANGUAGE = 'en';

export type Json = { [key: string]: unknown };

/**
 * Namespaces of the screens that load on demand (login and registration, the account overlays):
 * their texts load with them, so a visitor's first page carries none of them.
 */
export const LAZY_NAMESPACES = [
  'auth',
  'register',
  'member',
  'wallet',
  'payments',
  'vendors',
  'betting',
  'tables',
  'gamecentre',
  'lottery',
  'agent',
  'agentContracts',
  'rewards',
  'vip',
  'promotions',
  'engagement',
  'missions',
  'points',
  'messages',
  'redEnvelope',
  'miniGame',
  'chat',
] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

/** Every other `locales/<lang>/<namespace>.json`, bundled at build time: no network fetch for texts. */
const files = import.meta.glob<Json>(
  [
    './locales/*/*.json',
    '!./locales/*/auth.json',
    '!./locales/*/register.json',
    '!./locales/*/member.json',
    '!./locales/*/wallet.json',
    '!./locales/*/payments.json',
    '!./locales/*/vendors.json',
    '!./locales/*/betting.json',
    '!./locales/*/tables.json',
    '!./locales/*/gamecentre.json',
    '!./locales/*/lottery.json',
    '!./locales/*/agent.json',
    '!./locales/*/agentContracts.json',
    '!./locales/*/rewards.json',
    '!./locales/*/vip.json',
    '!./locales/*/promotions.json',
    '!./locales/*/engagement.json',
    '!./locales/*/missions.json',
    '!./locales/*/points.json',
    '!./locales/*/messages.json',
    '!./locales/*/redEnvelope.json',
    '!./locales/*/miniGame.json',
    '!./locales/*/chat.json',
  ],
  { eager: true, import: 'default' },
);
/** The portal's locale files by path, with the shared package's `ui` texts under them. */
export function buildResources(entries: Record<string, Json>): Resource {
  const resources: Record<string, ResourceLanguage> = {};
  for (const [language, bundles] of Object.entries(uiResources)) resources[language] = { ...bundles };
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

let current: I18n | null = null;
/** Lazy namespaces some screen has asked for: a language change loads them in the new language. */
const wanted = new Set<LazyNamespace>();

async function addBundles(instance: I18n, language: string, namespaces: readonly LazyNamespace[]) {
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (instance.hasResourceBundle(language, namespace)) return;
      const { lazyFiles } = await import('./lazy-files.ts');
      const load = lazyFiles[`./locales/${language}/${namespace}.json`];
      if (load) instance.addResourceBundle(language, namespace, await load(), true, true);
    }),
  );
}

/** Loads lazy namespaces in the current and the fallback language (the portal's instance by default). */
export async function loadTexts(namespaces: readonly LazyNamespace[], instance = current): Promise<void> {
  if (!instance) return;
  for (const namespace of namespaces) wanted.add(namespace);
  const languages = [...new Set([instance.language, FALLBACK_LANGUAGE])];
  await Promise.all(languages.map((language) => addBundles(instance, language, namespaces)));
}

/** A lazy screen's loader that resolves once its texts are there too: no untranslated key flashes. */
export function withTexts<T>(namespaces: readonly LazyNamespace[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadTexts(namespaces)]))[0];
}

/** `extraTexts`: more locale files by path (the tests pass every file, lazy ones included). */
export function createI18n(initialLanguage: string, extraTexts: Record<string, Json> = {}) {
  const instance = i18next.createInstance();
  current = instance;
  void instance.use(initReactI18next).init({
    resources: buildResources({ ...files, ...extraTexts }),
    lng: initialLanguage,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
    partialBundledLanguages: true,
    // A namespace added after the first render (a lazy screen's texts) renders again.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  const sync = (language: string) => {
    setApiLanguage(language);
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  };
  sync(instance.language);
  instance.on('languageChanged', (language) => {
    sync(language);
    void addBundles(instance, language, [...wanted]);
  });
  return instance;
}
