/** The response envelope every call answers with (DESIGN.md section 5). */
export type EnvelopeOf<T> = {
  success: boolean;
  value: T | null;
  message: string | null;
  errorCode: string | null;
};

/** A page of a list (DESIGN.md section 5). */
export type PageOf<T> = {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  total: number;
};

export type { Language } from './common.schema.ts';
