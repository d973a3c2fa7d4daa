/**
 * The bot check the spec names beside the SMS code calls (`recaptchaToken`, error `recaptcha.failed`):
 * the provider's siteverify API (reCAPTCHA, hCaptcha and Turnstile answer the same form) when configured,
 * else none. The embedded default checks nothing and says so (`configured: false`): this machine reaches
 * no provider, and the captcha picture and the rate limits still stand in front of the same calls.
 */
export type BotCheck = {
  readonly configured: boolean;
  /** Whether the token passes: false for a missing token, a refusal, a low score or an unreachable provider. */
  verify(token: string | undefined, ip: string): Promise<boolean>;
};

export const noBotCheck: BotCheck = { configured: false, verify: async () => true };

type SiteVerifyAnswer = { success?: unknown; score?: unknown };

/** The provider's siteverify call: POST secret, response and remoteip as a form; `success`, and `score` when given. */
export function httpBotCheck(options: {
  url: string;
  secret: string;
  /** The least score a token with a score must reach (reCAPTCHA v3); 0.5 unless given. */
  minScore?: number;
  fetch?: typeof fetch;
}): BotCheck {
  const send = options.fetch ?? fetch;
  const minScore = options.minScore ?? 0.5;
  return {
    configured: true,
    async verify(token, ip) {
      if (!token) return false;
      try {
        const response = await send(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: options.secret, response: token, remoteip: ip }).toString(),
          signal: AbortSignal.timeout(5_000),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as SiteVerifyAnswer;
        if (answer.success !== true) return false;
        return typeof answer.score !== 'number' || answer.score >= minScore;
      } catch {
        // Unreachable or not JSON: the call is refused rather than let through unchecked.
        return false;
      }
    },
  };
}
