import type { ColumnType, JSONColumnType } from 'kysely';

/** A timestamp column: read as a Date, written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A text per language: { en: '…', th: '…' }. */
export type Localized = JSONColumnType<Record<string, string>>;
