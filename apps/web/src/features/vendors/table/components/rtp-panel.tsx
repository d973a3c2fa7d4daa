import { BACCARAT_BETS, type TableGameInfo } from '@portal/contracts/vendors.schema';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useTranslation } from 'react-i18next';
import styles from './rtp-panel.module.css';

type RtpPanelProps = {
  open: boolean;
  info: TableGameInfo;
  /** Formats minor units as the page writes money. */
  money: (amount: number) => string;
  onClose: () => void;
};

/** The table's rules at a glance: what each bet pays, its return to player, and the limits per spot. */
export function RtpPanel({ open, info, money, onClose }: RtpPanelProps) {
  const { t } = useTranslation('tables');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('info.title')}
      closeLabel={t('info.close')}
      size="sm"
      testId="rtp-panel"
    >
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('info.bet')}</th>
            <th scope="col">{t('info.pays')}</th>
            <th scope="col">{t('info.rtp')}</th>
          </tr>
        </thead>
        <tbody>
          {BACCARAT_BETS.map((bet) => (
            <tr key={bet} data-testid="rtp-row" data-bet={bet}>
              <th scope="row">{t(`bets.${bet}`)}</th>
              <td>{info.odds[bet] === undefined ? '–' : t('info.odds', { odds: info.odds[bet] })}</td>
              <td>
                {info.rtp[bet] === undefined ? '–' : t('info.percent', { value: info.rtp[bet].toFixed(2) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.limits}>
        {t('info.limits', { min: money(info.minBet), max: money(info.maxBet) })}
      </p>
      <p className={styles.note}>{t('info.note')}</p>
    </Modal>
  );
}
