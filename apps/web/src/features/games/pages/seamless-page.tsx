import { safeGameUrl } from '@portal/ui/safe-url.ts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GameFrame } from '../components/game-frame.tsx';
import { GamePageBar } from '../components/game-page-bar.tsx';
import { useClosesGame } from '../lib/use-closes-game.ts';
import styles from './game-frame-page.module.css';

/**
 * /seamless (spec section 2): a game launched in seamless mode, framed under the site header. Only
 * a path of this site or an https address is framed (?url=); the name comes as ?name=.
 */
export default function SeamlessPage() {
  const { t } = useTranslation('gamecentre');
  const [params] = useSearchParams();
  const url = safeGameUrl(params.get('url'));
  const name = params.get('name')?.trim() || t('page.game');
  useClosesGame();
  return (
    <div className={styles.page} data-testid="seamless-page">
      <GamePageBar title={name} />
      <GameFrame url={url} title={name} className={styles.frame} />
    </div>
  );
}
