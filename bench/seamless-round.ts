// One bet-and-win round as the seamless bench plays it, over HTTP (the vendor process) or in process.
import type { SeamlessBet, SeamlessWin } from '@portal/contracts/seamless.schema';

export type RoundWallet = {
  bet(body: SeamlessBet): Promise<unknown>;
  win(body: SeamlessWin): Promise<unknown>;
};

export type BenchSession = { token: string; playerId: string };

/** A stake of 1.00, then the round's result with roundEnded: every third round pays 2.50, the rest lose. */
export async function playRound(wallet: RoundWallet, session: BenchSession, roundId: string, i: number) {
  await wallet.bet({ ...session, txId: `${roundId}-b`, roundId, gameCode: 'DRAGON_FORTUNE', amount: 100 });
  await wallet.win({
    playerId: session.playerId,
    txId: `${roundId}-w`,
    roundId,
    amount: i % 3 === 0 ? 250 : 0,
    roundEnded: true,
  });
}
