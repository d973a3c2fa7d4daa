import type { SandboxSession } from '@portal/contracts/vendors.schema';
import { useErrorText } from '@portal/ui/error-text.ts';
import { Spinner } from '@portal/ui/spinner.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { GameBar } from '../shared/game-bar.tsx';
import { formatGameMoney } from '../shared/money.ts';
import { useVendorSession } from '../shared/use-vendor-session.ts';
import { EventBook } from './event-book.tsx';
import { FishGame } from './fish-game.tsx';
import styles from './sandbox-page.module.css';

/** The stand-in external vendor's frame: its own branding above whatever the page shows. */
function SandboxFrame({ kind, children }: { kind?: string; children: ReactNode }) {
  const { t } = useTranslation('tables');
  return (
    <div className={styles.page} data-testid="sandbox-page" data-kind={kind}>
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden="true" />
        <span className={styles.brandName}>{t('sandbox.brand')}</span>
        {kind && <span className={styles.kind}>{t(`sandbox.kinds.${kind}`)}</span>}
      </div>
      {children}
    </div>
  );
}

/** /play/sandbox/:gameCode?token=... (or ?trial=1): the sandbox vendor's sports, esports, cockfight or fishing. */
export function SandboxPage() {
  const { gameCode = '' } = useParams();
  const { t } = useTranslation('tables');
  const errorText = useErrorText(featureErrorNamespaces('vendors'));
  const session = useVendorSession<SandboxSession>('sandbox', gameCode);
  if (session.status === 'loading') {
    return (
      <SandboxFrame>
        <div className={styles.state}>
          <Spinner label={t('sandbox.loading')} />
        </div>
      </SandboxFrame>
    );
  }
  if (!session.data) {
    return (
      <SandboxFrame>
        <p className={styles.state} role="alert">
          {errorText(session.error?.code ?? 'unknown.error', session.error?.message)}
        </p>
      </SandboxFrame>
    );
  }
  const { player, game, stakes, targets } = session.data;
  const money = (amount: number) => formatGameMoney(amount, player.trial ? null : player.currency);
  return (
    <SandboxFrame kind={game.kind}>
      <GameBar title={game.title} balance={player.balance} currency={player.currency} trial={player.trial} />
      {game.kind === 'fish' ? (
        <FishGame
          player={player}
          gameCode={game.gameCode}
          stakes={stakes}
          targets={targets}
          money={money}
          onBalance={session.setBalance}
        />
      ) : (
        <EventBook
          player={player}
          gameCode={game.gameCode}
          stakes={stakes}
          money={money}
          onBalance={session.setBalance}
        />
      )}
    </SandboxFrame>
  );
}
