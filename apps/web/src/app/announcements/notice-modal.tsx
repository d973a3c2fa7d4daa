import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import richText from '@portal/ui/rich-text.module.css';
import { SafeHtml } from '@portal/ui/safe-html.tsx';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../api/announcements.ts';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import styles from './announcements.module.css';
import { noticesWithOtherPopups, usePopupAudience } from './popup-audience.ts';
import { shownPopup } from './popup-storage.ts';

/** Spec section 9: the notice list shows 9 notices per page. */
export const NOTICE_PAGE_SIZE = 9;

/**
 * The player notices as a paged list, then the popups that did not greet the visit; opened through the
 * modal store (the marquee, the popup's button).
 */
export function NoticeModal() {
  const { t } = useTranslation('common');
  const current = useModalStore((state) => state.current);
  const payload = useModalStore((state) => state.payload);
  const close = useModalStore((state) => state.close);
  const open = current === 'notice';
  const { data, isLoading } = useAnnouncements('B');
  const audience = usePopupAudience();
  const popups = useAnnouncements(audience).data?.popup;
  const notices = useMemo(
    () => noticesWithOtherPopups(data?.player ?? [], popups ?? [], shownPopup()),
    [data, popups],
  );
  const totalPages = Math.max(1, Math.ceil(notices.length / NOTICE_PAGE_SIZE));
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<number | null>(null);

  // opening on a given notice (payload: its id) shows its page with it expanded
  useEffect(() => {
    if (!open) return;
    const wanted = typeof payload === 'number' ? notices.findIndex((notice) => notice.id === payload) : -1;
    if (wanted >= 0) {
      setPage(Math.floor(wanted / NOTICE_PAGE_SIZE) + 1);
      setExpanded(notices[wanted]!.id);
    } else {
      setPage(1);
      setExpanded(notices[0]?.id ?? null);
    }
  }, [open, payload, notices]);

  const slice = notices.slice((page - 1) * NOTICE_PAGE_SIZE, page * NOTICE_PAGE_SIZE);

  return (
    <Modal
      open={open}
      onClose={close}
      size="lg"
      testId="notice-modal"
      closeLabel={t('actions.close')}
      icon="megaphone"
      title={t('notice.title')}
      footer={
        totalPages > 1 ? (
          <div className={styles.pager} data-testid="notice-pager">
            <Button
              variant="secondary"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
              icon={<Icon name="chevronLeft" size={16} />}
            >
              {t('actions.previous')}
            </Button>
            <span data-testid="notice-page">{t('pager.position', { current: page, total: totalPages })}</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= totalPages}
              onClick={() => setPage(page + 1)}
            >
              {t('actions.next')}
              <Icon name="chevronRight" size={16} />
            </Button>
          </div>
        ) : undefined
      }
    >
      {isLoading ? <p className={styles.empty}>{t('status.loading')}</p> : null}
      {!isLoading && notices.length === 0 ? <p className={styles.empty}>{t('notice.empty')}</p> : null}
      <ol className={styles.noticeList}>
        {slice.map((notice) => {
          const isOpen = expanded === notice.id;
          return (
            <li
              key={notice.id}
              className={`${styles.notice} ${isOpen ? styles.noticeOpen : ''}`}
              data-testid="notice-item"
            >
              <button
                type="button"
                className={styles.noticeHead}
                aria-expanded={isOpen}
                onClick={() => setExpanded(isOpen ? null : notice.id)}
              >
                <span className={styles.noticeDot} aria-hidden="true" />
                <span className={styles.noticeTitle}>{notice.title}</span>
                <time className={styles.date}>{formatDateTime(notice.startDateStr)}</time>
                <Icon name="chevronDown" size={16} className={styles.noticeCaret} />
              </button>
              {isOpen ? (
                <div className={styles.noticeBody}>
                  <SafeHtml html={notice.content} className={richText.richText} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}
