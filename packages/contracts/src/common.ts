import { type Static, type TSchema, Type } from 'typebox';

/** The response envelope every call answers with (DESIGN.md section 5). */
export const Envelope = <T extends TSchema>(value: T) =>
  Type.Object({
    success: Type.Boolean(),
    value: Type.Union([value, Type.Null()]),
    message: Type.Union([Type.String(), Type.Null()]),
    errorCode: Type.Union([Type.String(), Type.Null()]),
  });

/** The envelope of a failed call: value is always null, errorCode a catalogue key. */
export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  value: Type.Null(),
  message: Type.String(),
  errorCode: Type.String(),
});

export type EnvelopeOf<T> = {
  success: boolean;
  value: T | null;
  message: string | null;
  errorCode: string | null;
};

/** A page of a list (DESIGN.md section 5). */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    pageNum: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    totalPages: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
  });

export type PageOf<T> = {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  total: number;
};

export const LanguageCode = Type.String({ pattern: '^[A-Za-z]{2}(-[A-Za-z]{2,4})?$', maxLength: 8 });
export const Platform = Type.Union([Type.Literal('W'), Type.Literal('WEB'), Type.Literal('H5')]);
export const Device = Type.Union([Type.Literal('WEB'), Type.Literal('H5'), Type.Literal('APP')]);

export type Language = Static<typeof LanguageCode>;
