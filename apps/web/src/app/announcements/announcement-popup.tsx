import type { Execution } from '@portal/contracts/content';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import richText from '@portal/ui/rich-text.module.css';
import { SafeHtml } from '@portal/ui/safe-html.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../api/announcements.ts';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import styles from './announcements.module.css';
import { isPopupClosed, markPopupClosed, markPopupShown, shownPopup } from './popup-storage.ts';

type AnnouncementPopupProps = {
  /** The audience: B for visitors, A after login, F at first login. */
  audience: Execution;
};

/**
 * The public announcement popup: one per browser session, the first of the audience's popups in the
 * merchant's order. A session already greeted (a visitor's popup, then the first login's) is not greeted
 * again: the others are in the notice list, which the popup's button opens.
 */
export function AnnouncementPopup({ audience }: AnnouncementPopupProps) {
  const { t } = useTranslation('common');
  const { data } = useAnnouncements(audience);
  const [closed, setClosed] = useState(() => isPopupClosed(audience));
  const openNotices = useModalStore((state) => state.open);
  const popups = data?.popup ?? [];

  const current = popups[0];
  const greeted = shownPopup();
  const greets = !closed && current !== undefined && (greeted === null || greeted === current.id);
  useEffect(() => {
    if (greets && current) markPopupShown(current.id);
  }, [greets, current]);

  if (!greets || !current) return null;
  const close = () => {
    markPopupClosed(audience);
    setClosed(true);
  };

  return (
    <Modal
      open
      onClose={close}
      testId="announcement-popup"
      closeLabel={t('actions.close')}
      icon="megaphone"
      title={current.title}
      footer={
        <>
          {popups.length > 1 ? (
            <Button
              variant="ghost"
              onClick={() => {
                close();
                openNotices('notice');
              }}
              data-testid="announcement-popup-more"
            >
              {t('announcements.more', { count: popups.length - 1 })}
            </Button>
          ) : null}
          <Button onClick={close} data-testid="announcement-popup-close">
            {t('actions.gotIt')}
          </Button>
        </>
      }
    >
      {current.imageUrl ? <img className={styles.popupImage} src={current.imageUrl} alt="" /> : null}
      <p className={`${styles.date} ${styles.popupDate}`}>{formatDateTime(current.startDateStr)}</p>
      <SafeHtml html={current.content} className={richText.richText} />
    </Modal>
  );
}
