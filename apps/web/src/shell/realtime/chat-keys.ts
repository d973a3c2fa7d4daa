/** The chat room's queries (decision 0044): a `chat` push reads them again. */
export const CHAT_KEY = ['chat'] as const;
