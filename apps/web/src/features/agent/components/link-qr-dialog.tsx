import type { AffiliateLink } from '@portal/contracts/agent';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { LazyQrCode } from '@portal/ui/lazy-qr-code.tsx';
import { useTranslation } from 'react-i18next';
import styles from './register-center.module.css';
import { useCopy } from './use-copy.ts';

type LinkQrDialogProps = { link: AffiliateLink; open: boolean; onClose: () => void };

/** A link's QR code, large enough to scan from a phone held up to the screen, with its address. */
export function LinkQrDialog({ link, open, onClose }: LinkQrDialogProps) {
  const { t } = useTranslation('agent');
  const [copied, copy] = useCopy();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('links.qrTitle')}
      icon="qr"
      size="sm"
      closeLabel={t('actions.close')}
      testId="link-qr-dialog"
      footer={
        <Button
          block
          variant="secondary"
          icon={<Icon name={copied === true ? 'check' : 'copy'} size={16} />}
          onClick={() => void copy(link.url)}
        >
          {copied === true ? t('links.copied') : t('links.copy')}
        </Button>
      }
    >
      <div className={styles.qr}>
        <div className={styles.qrFrame} data-testid="link-qr-code">
          <LazyQrCode
            value={link.url}
            size={200}
            title={t('links.qrAlt', { kind: t(`kinds.${link.kind}`) })}
          />
        </div>
        <p className={styles.qrHint}>{t(`links.qrHint.${link.kind}`)}</p>
        <p className={styles.url}>{link.url}</p>
      </div>
    </Modal>
  );
}
