import type { Json } from './setup.ts';

/** Every locale file, the lazy namespaces included, for tests that render screens directly. */
export const ALL_TEXTS = import.meta.glob<Json>('./locales/*/*.json', { eager: true, import: 'default' });
