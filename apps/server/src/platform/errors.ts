import type { ErrorCode } from '@portal/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, failure } from './app-error.ts';

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation.failed',
  401: 'not.logged.in',
  403: 'function.not.available',
  404: 'not.found',
  405: 'method.not.allowed',
  413: 'payload.too.large',
  415: 'unsupported.media.type',
  429: 'too.many.requests',
  503: 'service.unavailable',
};

/** A database error of SQLSTATE class 22 (data exception), from node-postgres or PGlite alike. */
const isDataException = (error: { code?: unknown }) =>
  typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code);

/**
 * The one error handler: every failure leaves as the envelope with a catalogue code. A 4xx says what
 * was wrong (the field, for validation); a 5xx says nothing about the inside, and the log keeps the
 * request id, the error's type and message, never a stack or the request body.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(failure(error.code, error.message, error.value));
    }
    if (error.validation) {
      const message = `${error.validationContext ?? 'request'}${error.message.replace(/^(body|querystring|params|headers)/, '')}`;
      return reply.status(400).send(failure('validation.failed', message));
    }
    // A value the schema let through that the database cannot take (an integer past its column, an
    // Infinity, a date like 3628-34-41, a NUL in text): SQLSTATE class 22, data exception. The statement
    // failed, so it wrote nothing; the caller hears what a schema refusal says, the log what was missed.
    if (isDataException(error)) {
      req.log.warn({ failure: { type: error.name, code: error.code } }, 'a value the database refused');
      return reply.status(400).send(failure('validation.failed', 'A value is out of range or not valid'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = BY_STATUS[status] ?? 'validation.failed';
      const message = error instanceof SyntaxError ? 'The body is not valid JSON' : undefined;
      return reply.status(status in BY_STATUS ? status : 400).send(failure(code, message));
    }
    req.log.error(
      { failure: { type: error.name, code: error.code, message: error.message } },
      'request failed',
    );
    return reply.status(500).send(failure('unknown.error'));
  });

  app.setNotFoundHandler((_req, reply) => reply.status(404).send(failure('not.found')));
}
