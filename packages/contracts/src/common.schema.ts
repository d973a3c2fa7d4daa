import { type Static, type TSchema, Type } from 'typebox';

/** The response envelope every call answers with (DESIGN.md section 5). */
export const Envelope = <T extends TSchema>(value: T) =>
  Type.Object({
    success: Type.Boolean(),
    value: Type.Union([value, Type.Null()]),
    message: Type.Union([Type.String(), Type.Null()]),
    errorCode: Type.Union([Type.String(), Type.Null()]),
  });

/** The envelope of a failed call: errorCode a catalogue key; value null or details the client acts on. */
export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  value: Type.Unknown(),
  message: Type.String(),
  errorCode: Type.String(),
});

/** A page of a list (DESIGN.md section 5). */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    pageNum: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    totalPages: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
  });

/**
 * A day, YYYY-MM-DD, with a month of 01 to 12 and a day of 01 to 31 (a day like 3628-34-41 is refused
 * here, not by the date arithmetic behind the call).
 */
export const IsoDay = (description = 'A day (YYYY-MM-DD)') =>
  Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description });

export const LanguageCode = Type.String({ pattern: '^[A-Za-z]{2}(-[A-Za-z]{2,4})?$', maxLength: 8 });

export type Language = Static<typeof LanguageCode>;

/** One of a list of strings, typed as their union (the list stays the single source). */
export const OneOf = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.String({ enum: [...values] }));
