import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, written when it ends (Fastify writes two), with the request id the
 * logger adds; a failure gives its type and message, never a stack.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error)
      reply.log.error({ ...line, failure: { type: error.name, message: error.message } }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
