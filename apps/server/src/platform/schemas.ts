import { Envelope, ErrorEnvelope } from '@portal/contracts/common.schema';
import type { TSchema } from 'typebox';

/** Response schemas of a route: the envelope of its value on success, the error envelope otherwise. */
export function envelopeResponses<T extends TSchema>(value: T) {
  return { 200: Envelope(value), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope } as const;
}
