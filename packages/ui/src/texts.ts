import type { Resource } from 'i18next';
import en from './locales/en/ui.json';
import th from './locales/th/ui.json';

/** The namespace of the package's own texts (the pager's, load-failed's); an app registers it beside its own. */
export const UI_NAMESPACE = 'ui';

/**
 * The package's texts as i18next resources, language → { ui: texts }: pass them to `init`, or merge them
 * into the app's resources. A language the app shows without an entry here falls back like any other.
 */
export const uiResources: Resource = {
  en: { [UI_NAMESPACE]: en },
  th: { [UI_NAMESPACE]: th },
};
