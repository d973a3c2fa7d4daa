import { isModuleEnabled } from '@portal/contracts/system';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** A call of a disabled feature module answers function.not.available (DESIGN.md 5). */
export function requireModule(req: FastifyRequest, modId: string): void {
  if (!isModuleEnabled(req.merchant.features, modId)) throw new AppError('function.not.available');
}
