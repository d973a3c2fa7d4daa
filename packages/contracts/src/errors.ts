/**
 * The error catalogue: every errorCode the API can answer, with its HTTP status and the English
 * default text. The portal shows its own translation of `errors.<code>` (EN and TH), falling back to
 * the message. Codes are stable: never rename one, add a new one.
 */
export const ERRORS = {
  // generic
  'validation.failed': { status: 400, message: 'The request is not valid' },
  'not.found': { status: 404, message: 'Not found' },
  'method.not.allowed': { status: 405, message: 'Method not allowed' },
  'payload.too.large': { status: 413, message: 'The request is too large' },
  'unsupported.media.type': { status: 415, message: 'Unsupported content type' },
  'too.many.requests': { status: 429, message: 'Too many requests, please try again later' },
  'unknown.error': { status: 500, message: 'Unknown error' },
  'service.unavailable': { status: 503, message: 'The service is temporarily unavailable' },
  'function.not.available': { status: 403, message: 'This function is not available' },
  'language.not.offered': { status: 400, message: 'This language is not offered on this site' },
  // tenancy and system modes
  'merchant.unknown': { status: 404, message: 'Invalid URL, please contact customer service' },
  'merchant.mismatch': { status: 403, message: 'The merchant does not match this site' },
  'system.maintenance': { status: 503, message: 'The system is under maintenance' },
  'region.restricted': { status: 403, message: 'Access is restricted from your IP or region' },
  // session and roles (spec section 8)
  'not.logged.in': { status: 401, message: 'You are not logged in, please login' },
  in_need_true_account: { status: 403, message: 'Please register a real account to continue' },
  in_incorrect_password: { status: 400, message: 'Please enter the username and password' },
  'login.invalid': { status: 401, message: 'Invalid username or password' },
  'login.non.agent': { status: 403, message: 'Non-agents cannot log in' },
  'login.non.member': { status: 403, message: 'Non-member account unable to login' },
  'account.not.exist': { status: 404, message: 'Username/Email does not exist' },
  'verification.required': { status: 400, message: 'Please complete verification first' },
  invitation_code_error: { status: 400, message: 'Invalid invitation code' },
  'game.maintenance': { status: 503, message: 'The game is under maintenance, please try other games' },
  // phone and SMS (spec section 8)
  'phone.invalid.format': { status: 400, message: 'Invalid phone number format' },
  'phone.missing': { status: 400, message: 'Missing phone number' },
  'sms.too.many.requests': { status: 429, message: 'Too many requests, please retry after 5 minutes' },
  'sms.unknown.error': { status: 502, message: 'Unknown error' },
  'verification.code.invalid': { status: 400, message: 'Invalid or missing verification code' },
  'recaptcha.failed': { status: 400, message: 'reCaptcha check failed' },
  'sms.quota.insufficient': { status: 402, message: 'Quota not sufficient, please contact customer service' },
  'function.not.enabled': { status: 403, message: 'Function not enabled' },
  'verification.code.expired': { status: 400, message: 'Code expired, please send again' },
  // accounts: login, registration, passwords (spec sections 4, 5 and 8)
  'captcha.required': { status: 400, message: 'Please enter the code shown in the picture' },
  'captcha.invalid': { status: 400, message: 'The code in the picture is not correct, please try again' },
  'login.ip.verification': {
    status: 403,
    message: 'This login comes from a new IP address; enter the code we sent you',
  },
  'account.disabled': { status: 403, message: 'This account is disabled, please contact customer service' },
  'account.locked': { status: 403, message: 'This account is locked, please contact customer service' },
  'password.change.required': { status: 403, message: 'Please change your password before continuing' },
  'password.incorrect': { status: 400, message: 'The old password is not correct' },
  'password.confirm.mismatch': { status: 400, message: 'Incorrect confirmation input' },
  'password.unchanged': { status: 400, message: 'The new password must differ from the old one' },
  'password.reset.invalid': { status: 400, message: 'This reset link is invalid or has expired' },
  'username.taken': { status: 409, message: 'This username is already registered' },
  'mobile.taken': { status: 409, message: 'This mobile number is already registered' },
  'terms.required': { status: 400, message: 'Please agree to the terms and conditions' },
  'age.required': { status: 400, message: 'Please confirm you are of legal age' },
  'payload.encryption.required': { status: 400, message: 'This call needs an encrypted payload' },
  'payload.replayed': { status: 400, message: 'This request was already received; please retry' },
  // wallet and payments (issue 4)
  'wallet.insufficient.funds': { status: 409, message: 'Insufficient balance' },
  'wallet.amount.below.min': { status: 400, message: 'The amount is below the minimum' },
  'wallet.amount.above.max': { status: 400, message: 'The amount is above the maximum' },
  'wallet.single': {
    status: 409,
    message: 'This site uses one wallet for every game: there is nothing to transfer',
  },
  'wallet.vendor.unknown': { status: 404, message: 'This game wallet does not exist' },
  'transfer.target.invalid': {
    status: 403,
    message: 'You can only transfer to your upline or to your direct downline',
  },
  // the agent programme (issue 17)
  'agent.only': { status: 403, message: 'Only agents can use the agent centre' },
  'agent.member.not.in.team': { status: 403, message: 'This member is not in your team' },
  'agent.links.limit': { status: 400, message: 'You have reached the most affiliate links you may keep' },
  'agent.link.not.found': { status: 404, message: 'This affiliate link does not exist' },
  'tree.parent.not.agent': { status: 400, message: 'The new upline must be an agent of the same merchant' },
  'tree.move.cycle': { status: 400, message: 'A member cannot move under itself or its own team' },
  'deposit.channel.unknown': { status: 404, message: 'This deposit method is not available' },
  'deposit.not.found': { status: 404, message: 'This deposit does not exist' },
  'deposit.already.decided': { status: 409, message: 'This deposit has already been processed' },
  'payment.signature.invalid': { status: 401, message: 'The notification signature is not valid' },
  'payment.password.not.set': { status: 409, message: 'Please set a payment password first' },
  'payment.password.format': { status: 400, message: 'The payment password must be 6 digits' },
  'payment.password.incorrect': { status: 400, message: 'The payment password is not correct' },
  'payment.password.locked': {
    status: 429,
    message: 'Too many wrong payment passwords, please try again later',
  },
  'bank.unknown': { status: 400, message: 'Please choose a bank from the list' },
  'bank.card.required': { status: 400, message: 'Please bind a bank card first' },
  'bank.card.name.mismatch': { status: 400, message: 'The account name must match your real name' },
  'bank.card.limit': { status: 409, message: 'You have bound the most bank cards allowed' },
  'bank.card.exists': { status: 409, message: 'This bank card is already bound' },
  'withdraw.not.found': { status: 404, message: 'This withdrawal does not exist' },
  'withdraw.daily.limit': { status: 409, message: "You have reached today's number of withdrawals" },
  'withdraw.daily.amount': {
    status: 409,
    message: "This withdrawal would pass your VIP level's daily withdrawal amount",
  },
  'withdraw.state.invalid': { status: 409, message: 'This withdrawal cannot be changed now' },
  'upload.required': { status: 400, message: 'Please upload proof (PNG or JPG)' },
  'upload.too.many': { status: 400, message: 'Please upload at most 3 images' },
  'upload.too.large': { status: 413, message: 'Each image must be 5 MB or smaller' },
  'upload.type': { status: 415, message: 'Images must be PNG or JPG' },
  'comment.too.long': { status: 400, message: 'The comment must be 140 characters or fewer' },
  // games: launch, play and the seamless wallet (issue 5)
  'game.not.found': { status: 404, message: 'This game does not exist' },
  'game.trial.unavailable': { status: 403, message: 'This game has no free trial' },
  'game.launch.elsewhere': { status: 409, message: 'This game opens on its own page' },
  'game.session.expired': { status: 401, message: 'The game session has ended, please open the game again' },
  'game.bet.invalid': { status: 400, message: 'This bet is not offered' },
  'game.event.closed': { status: 409, message: 'This event no longer takes bets' },
  // the catalogue as operators change it (issue 15)
  'vendor.not.found': { status: 404, message: 'This game vendor does not exist' },
  'catalogue.hot.changed': {
    status: 409,
    message: 'The hot list has changed since it was read; reload it and order it again',
  },
  'seamless.vendor.unknown': { status: 404, message: 'Unknown vendor' },
  'seamless.ip.denied': { status: 403, message: 'This address may not call the wallet' },
  'seamless.signature.invalid': { status: 401, message: 'The request signature is not valid' },
  'seamless.player.unknown': { status: 404, message: 'Unknown player' },
  'seamless.bet.unknown': { status: 404, message: 'No bet of this round has arrived yet' },
  'seamless.round.closed': { status: 409, message: 'This bet is already settled' },
  'seamless.tx.conflict': {
    status: 409,
    message: 'This transaction id was used before with different details',
  },
  // the lottery (issue 16): slips and tickets
  'lottery.sales.closed': {
    status: 409,
    message: 'Sales for this draw have closed, please bet on the next one',
  },
  'lottery.play.unknown': { status: 400, message: 'This play is not offered in this game' },
  'lottery.pick.invalid': { status: 400, message: 'These numbers cannot be played in this play' },
  'lottery.pick.too.many': { status: 400, message: 'This line makes too many bets: at most 1,000 per line' },
  'lottery.stake.low': { status: 400, message: 'The stake per bet is below the minimum' },
  'lottery.stake.high': { status: 400, message: 'The stake of a line is above the maximum' },
  'lottery.limit.reached': {
    status: 409,
    message: 'This number is sold out for this draw: pick another or lower the stake',
  },
  'lottery.chase.length': { status: 400, message: 'A chase covers 1 to 50 upcoming draws' },
  'lottery.slip.lines': { status: 400, message: 'A slip holds 1 to 20 lines' },
  'lottery.cancel.not.allowed': { status: 403, message: 'Tickets of this game cannot be cancelled' },
  // the lottery's draws as operators run them
  'lottery.draw.house': { status: 409, message: 'The platform draws this game itself' },
  'lottery.draw.closed': { status: 409, message: 'This draw has already been drawn or voided' },
  'lottery.draw.not.due': { status: 409, message: 'This draw’s time has not come yet' },
  'lottery.draw.settled': { status: 409, message: 'This draw is already settled or voided' },
  'lottery.result.invalid': { status: 400, message: 'This result does not fit the game’s draw' },
  'lottery.game.invalid': { status: 400, message: 'These game settings are not valid' },
  // agent contracts (issue 17, decision 0027)
  'contract.agent.only': { status: 403, message: 'Only agents can sign contracts' },
  'contract.not.found': { status: 404, message: 'This contract does not exist' },
  'contract.downline.invalid': {
    status: 400,
    message: 'A contract can only be offered to an active agent directly below you',
  },
  'contract.no.terms': {
    status: 409,
    message: 'You have no contract of this kind yourself, so you cannot offer one',
  },
  'contract.terms.exceed': { status: 400, message: "A downline's terms cannot exceed your own" },
  'contract.exists': {
    status: 409,
    message: 'This agent already has a contract of this kind; end it before offering another',
  },
  'contract.state': { status: 409, message: 'This contract is not in a state that allows this' },
  // the reward centre (issue 18)
  'reward.not.found': { status: 404, message: 'This reward does not exist or is no longer yours to claim' },
  'reward.not.claimable': { status: 409, message: 'This reward cannot be claimed yet' },
  // rebates and VIP (issue 18, decision 0031)
  'rebate.manual.off': { status: 403, message: 'Rebates are paid automatically on this site' },
  'rebate.nothing': { status: 409, message: 'There is no rebate to claim yet' },
  'rebate.claim.too.soon': {
    status: 409,
    message: 'You have already claimed your rebate for this period; try again when the next one starts',
  },
  'rebate.agent.only': { status: 403, message: 'Only agents can set the rebate rates of their team' },
  'rebate.downline.invalid': { status: 404, message: 'This account is not in your team' },
  'rebate.rate.exceeds': { status: 400, message: "A downline's rebate rate cannot exceed your own" },
  'vip.level.unknown': { status: 404, message: 'This VIP level does not exist' },
  'vip.levels.invalid': {
    status: 400,
    message: 'Levels must be numbered from 1 without gaps, and thresholds must not fall as levels rise',
  },
  'vip.reward.not.found': { status: 404, message: 'This reward does not exist or was already claimed' },
  'vip.bonus.unavailable': { status: 503, message: 'Bonuses cannot be issued right now, please try later' },
  // the sign-in task and the wheel (issue 19, decision 0036)
  'signin.off': { status: 404, message: 'The sign-in task is not available on this site' },
  'signin.already': { status: 409, message: 'You have already checked in today; come back tomorrow' },
  'signin.condition.unmet': {
    status: 409,
    message: "Make today's required deposit or bets before checking in",
  },
  'wheel.off': { status: 404, message: 'The wheel is not available on this site' },
  'wheel.no.ticket': { status: 409, message: 'You have no wheel tickets left' },
  // messages and feedback (issue 20, decision 0040)
  'message.not.found': { status: 404, message: 'This message does not exist' },
  'message.audience.invalid': {
    status: 400,
    message: 'Name the audience: a username, a list of usernames, a VIP level or an agent',
  },
  'message.recipient.unknown': { status: 404, message: 'One of these players does not exist' },
  'message.schedule.past': { status: 400, message: 'A scheduled message needs a time in the future' },
  'message.not.scheduled': { status: 409, message: 'Only a message waiting for its time can be cancelled' },
  'feedback.words': { status: 400, message: 'Please write the number of words the form asks for' },
  'feedback.not.found': { status: 404, message: 'This feedback does not exist' },
  'feedback.answered': { status: 409, message: 'This feedback has already been answered' },
  // the chat room and the live hosts (issue 20, decision 0044)
  'chat.not.found': { status: 404, message: 'This conversation does not exist' },
  'chat.closed': { status: 409, message: 'This conversation has been closed' },
  'chat.empty': { status: 400, message: 'Write a message or add an image' },
  'chat.host.unknown': { status: 404, message: 'This host is not available for chat' },
  'live.host.not.found': { status: 404, message: 'This live host does not exist' },
  // the red envelope (issue 19, decision 0039)
  'envelope.none': { status: 404, message: 'There is no red envelope to open right now' },
  'envelope.already': { status: 409, message: 'You have already opened the envelope of this drop' },
  'envelope.empty': { status: 409, message: "This drop's envelopes have all been taken" },
  'envelope.condition.unmet': {
    status: 409,
    message: "Make today's required deposit or bets before opening a red envelope",
  },
  'envelope.config.invalid': { status: 400, message: 'These red envelope settings are not valid' },
  'envelope.not.found': { status: 404, message: 'This red envelope campaign does not exist' },
  // promotions and bonuses (issue 18, decision 0030)
  'withdrawal.turnover.open': {
    status: 409,
    message: 'Play the rest of your bonus turnover, or forfeit the bonus, before withdrawing',
  },
  'bonus.not.found': { status: 404, message: 'This bonus does not exist' },
  'bonus.state': { status: 409, message: 'This bonus is already closed' },
  'promotion.not.found': { status: 404, message: 'This promotion does not exist' },
  'promotion.not.eligible': { status: 403, message: 'This promotion is not open to your account' },
  'promotion.closed': { status: 409, message: 'This promotion is not running now' },
  'promotion.already.joined': { status: 409, message: 'You have already taken part in this promotion' },
  'promotion.action.invalid': { status: 409, message: 'This promotion does not take this action now' },
  'promotion.review.decided': { status: 409, message: 'This application has already been decided' },
  'promotion.config.invalid': { status: 400, message: 'These promotion settings are not valid' },
  // operators (the operator API)
  'operator.not.logged.in': { status: 401, message: 'Please log in as an operator' },
  'operator.login.invalid': { status: 401, message: 'Invalid operator username or password' },
  'operator.forbidden': { status: 403, message: 'Your operator role does not allow this' },
  'operator.session.expired': {
    status: 401,
    message: 'Your operator session has ended after a time without activity, please log in again',
  },
  'operator.challenge.invalid': { status: 401, message: 'This login has expired, please log in again' },
  'operator.totp.invalid': { status: 401, message: 'The code is wrong or was already used' },
  'operator.totp.enrolled': { status: 409, message: 'Two-factor authentication is already set up' },
  'job.not.failed': { status: 409, message: 'Only a job whose every attempt failed can be run again' },
  // content (the back office's content screen)
  'content.not.found': { status: 404, message: 'This announcement or help section does not exist' },
  'content.period.invalid': { status: 400, message: 'The end must come after the start' },
  'content.group.required': { status: 400, message: 'A banner needs its group' },
  'content.linkage.invalid': {
    status: 400,
    message:
      'The link does not fit its type: a URL starts with http:// or https://, a route with /, a game is VENDOR/GAMECODE',
  },
  'content.order.invalid': {
    status: 400,
    message: 'The new order must name every item of the list once, and nothing else',
  },
  'content.anchor.taken': { status: 409, message: 'Another help section already uses this anchor' },
  'content.picture.required': { status: 400, message: 'Choose a picture to upload' },
  'content.picture.type': { status: 415, message: 'Pictures must be PNG, JPEG or WebP' },
  'content.picture.too.large': { status: 413, message: 'A picture must be 2 MB or smaller' },
  // players and manual adjustments (issue 15)
  'player.status.invalid': {
    status: 409,
    message: 'This account is closed: it cannot be locked or unlocked',
  },
  'adjustment.already.decided': { status: 409, message: 'This adjustment has already been decided' },
  'adjustment.own.request': {
    status: 403,
    message: 'Another operator must approve an adjustment you asked for',
  },
  'adjustment.request.conflict': {
    status: 409,
    message: 'This request id was already used for another adjustment',
  },
  // merchants as operators set them up (issue 15): a merchant is one site
  'site.code.taken': { status: 409, message: 'Another merchant already uses this code' },
  'site.domain.taken': { status: 409, message: 'This domain already belongs to another merchant' },
  'site.domains.invalid': {
    status: 400,
    message: 'List each domain once, with exactly one of them as the main domain',
  },
  'site.feature.unknown': { status: 400, message: "This feature module is not in the merchant's tree" },
  'site.register.invalid': { status: 400, message: 'These registration rules are not valid' },
  'site.language.invalid': {
    status: 400,
    message: "The default language must be one of the site's languages, each listed once",
  },
  'site.limits.invalid': {
    status: 400,
    message: 'The minimum must not exceed the maximum, and quick amounts must lie between them',
  },
  'site.range.invalid': {
    status: 400,
    message: 'An address range is not valid: write it as CIDR, for example 203.0.113.0/24',
  },
  'site.logo.invalid': {
    status: 400,
    message: 'The logo must be a picture uploaded here or an https:// address',
  },
  // missions and referral (issue 19, decision 0037)
  'mission.not.found': { status: 404, message: 'This mission does not exist or was already claimed' },
  'mission.not.claimable': { status: 409, message: 'Complete this mission before claiming it' },
  'mission.config.unknown': { status: 404, message: 'This mission does not exist' },
  'points.insufficient': { status: 409, message: 'You do not have enough points' },
  'points.item.not.found': { status: 404, message: 'This item is not in the points mall' },
  'points.item.out.of.stock': { status: 409, message: 'This item is out of stock' },
  'points.convert.below.minimum': { status: 400, message: 'Too few points to convert' },
  'points.convert.off': { status: 403, message: 'Points cannot be converted to cash on this site' },
  'points.admin.exchange.not.found': { status: 404, message: 'This exchange does not exist' },
  'points.admin.exchange.decided': { status: 409, message: 'This exchange was already decided' },
  'points.admin.item.invalid': {
    status: 400,
    message: 'The item needs a name, a price of 1 point or more and a stock of 0 or more',
  },
  'points.admin.amount.invalid': { status: 400, message: 'Points must be a whole number of 1 or more' },
  // raffles (issue 19, decision 0038)
  'raffle.not.found': { status: 404, message: 'This raffle does not exist' },
  'raffle.not.drawn': { status: 409, message: 'This raffle has not been drawn yet' },
  'raffle.prize.none': { status: 404, message: 'You have no prize to claim in this raffle' },
  'raffle.config.unknown': { status: 404, message: 'This raffle does not exist' },
  'raffle.config.invalid': {
    status: 400,
    message:
      'A raffle opens before it closes and is drawn at or after it closes, with a ticket rule, titles in English and Thai, and places 1, 2, 3… in order',
  },
  'raffle.config.locked': {
    status: 409,
    message:
      'This raffle can no longer be changed: its entry window has opened, or it was drawn or cancelled',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/**
 * Codes only the operator API answers: the back office words them (its `errors` texts), the portal never
 * shows them, so its first page does not carry them.
 */
const OPERATOR_ERROR_PREFIXES = [
  'operator.',
  'content.',
  'job.',
  'catalogue.',
  'adjustment.',
  'site.',
  'lottery.draw.',
  'lottery.result.',
  'lottery.game.',
  'tree.',
  'promotion.review.',
  'promotion.config.',
  'vip.level',
  'mission.config.',
  'points.admin.',
  'envelope.config.',
  'envelope.not.found',
  'raffle.config.',
];
/** Operator-only codes outside those families. */
const OPERATOR_ERROR_EXTRAS: readonly string[] = [
  'vendor.not.found',
  'player.status.invalid',
  'message.audience.invalid',
  'message.recipient.unknown',
  'message.schedule.past',
  'message.not.scheduled',
  'feedback.not.found',
  'feedback.answered',
  'live.host.not.found',
];

export function isOperatorError(code: string): boolean {
  return (
    OPERATOR_ERROR_PREFIXES.some((prefix) => code.startsWith(prefix)) || OPERATOR_ERROR_EXTRAS.includes(code)
  );
}

export const OPERATOR_ERROR_CODES = ERROR_CODES.filter(isOperatorError);
/** Every code a player's or a visitor's call can answer: the portal's `errors` texts cover these. */
export const PORTAL_ERROR_CODES = ERROR_CODES.filter((code) => !isOperatorError(code));

/**
 * Texts the portal raises itself (spec section 8), never answered by the server. Kept here so the
 * catalogue is the one list of keys the translations must cover.
 */
export const CLIENT_ERRORS = [
  'client.popup.blocked',
  'client.popup.closed',
  'client.network.abnormal',
  'client.page.timeout',
  'client.chunk.load',
  'in_popup_prompt',
  'in_sure_logout',
] as const;

export type ClientErrorCode = (typeof CLIENT_ERRORS)[number];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERRORS, code);
}
