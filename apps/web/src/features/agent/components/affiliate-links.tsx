import {
  type AffiliateLink,
  DOWNLINE_KINDS,
  type DownlineKind,
  MAX_AFFILIATE_LINKS,
} from '@portal/contracts/agent';
import { Button } from '@portal/ui/button.tsx';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime, formatInteger } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { useAffiliateLinks } from '../api/affiliate-links.ts';
import { useCreateAffiliateLink } from '../api/create-affiliate-link.ts';
import { AgentLoadFailed } from './agent-load-failed.tsx';
import { ChoiceChips } from './choice-chips.tsx';
import { DeleteLinkDialog } from './delete-link-dialog.tsx';
import { LinkQrDialog } from './link-qr-dialog.tsx';
import styles from './register-center.module.css';
import { RegisteredAccounts } from './registered-accounts.tsx';
import { useCopy } from './use-copy.ts';

function NewLinkForm({ full }: { full: boolean }) {
  const { t } = useTranslation('agent');
  const errorText = useApiErrorText(featureErrorNamespaces('agent'));
  const [kind, setKind] = useState<DownlineKind>('player');
  const [note, setNote] = useState('');
  const create = useCreateAffiliateLink();
  return (
    <form
      className={styles.linkForm}
      noValidate
      data-testid="link-form"
      onSubmit={(event) => {
        event.preventDefault();
        const text = note.trim();
        create.mutate({ kind, ...(text ? { note: text } : {}) }, { onSuccess: () => setNote('') });
      }}
    >
      <ChoiceChips
        label={t('links.kind')}
        options={DOWNLINE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        value={kind}
        onChange={setKind}
        testId="link-kind"
      />
      <TextField
        label={t('links.note')}
        hint={t('links.noteHint')}
        maxLength={60}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        testId="link-note"
      />
      {full ? (
        <p className={styles.kindHint} data-testid="link-limit">
          {t('links.limit', { count: MAX_AFFILIATE_LINKS })}
        </p>
      ) : null}
      {create.isError ? <FormAlert testId="link-error">{errorText(create.error)}</FormAlert> : null}
      <Button
        type="submit"
        disabled={full || create.isPending}
        icon={<Icon name="plus" size={16} />}
        data-testid="link-create"
      >
        {create.isPending ? t('links.creating') : t('links.create')}
      </Button>
    </form>
  );
}

function LinkCard({ link }: { link: AffiliateLink }) {
  const { t } = useTranslation('agent');
  const [copied, copy] = useCopy();
  const [dialog, setDialog] = useState<'qr' | 'delete' | null>(null);
  const [showRegistered, setShowRegistered] = useState(false);
  return (
    <li className={styles.link} data-testid="link-card" data-link-id={link.id}>
      <div className={styles.linkHead}>
        <span className={styles.kindChip} data-kind={link.kind}>
          {t(`kinds.${link.kind}`)}
        </span>
        <span className={styles.linkNote}>{link.note ?? t('links.noNote')}</span>
        <span className={styles.linkDate}>{formatDateTime(link.createdAt)}</span>
      </div>
      <p className={styles.url} data-testid="link-url">
        {link.url}
      </p>
      <div className={styles.linkFoot}>
        <span className={styles.registered} data-testid="link-registered">
          <Icon name="users" size={16} />
          {t('links.registered', { count: link.registered, formatted: formatInteger(link.registered) })}
        </span>
        <div className={styles.linkActions}>
          <Button
            size="sm"
            variant="secondary"
            icon={<Icon name={copied === true ? 'check' : 'copy'} size={16} />}
            data-testid="link-copy"
            onClick={() => void copy(link.url)}
          >
            {copied === true ? t('links.copied') : t('links.copy')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            icon={<Icon name="qr" size={16} />}
            data-testid="link-qr"
            onClick={() => setDialog('qr')}
          >
            {t('links.qr')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon={<Icon name="users" size={16} />}
            aria-expanded={showRegistered}
            data-testid="link-show-registered"
            onClick={() => setShowRegistered((value) => !value)}
          >
            {showRegistered ? t('links.hideRegistered') : t('links.showRegistered')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon={<Icon name="trash" size={16} />}
            data-testid="link-delete"
            onClick={() => setDialog('delete')}
          >
            {t('links.delete')}
          </Button>
        </div>
      </div>
      {copied === 'failed' ? (
        <p className={styles.copyFailed} role="alert" data-testid="link-copy-failed">
          {t('links.copyFailed')}
        </p>
      ) : null}
      {showRegistered ? <RegisteredAccounts link={link} /> : null}
      <LinkQrDialog link={link} open={dialog === 'qr'} onClose={() => setDialog(null)} />
      <DeleteLinkDialog link={link} open={dialog === 'delete'} onClose={() => setDialog(null)} />
    </li>
  );
}

/** The agent's affiliate links: a new one, and each with its address, QR code, registrations and removal. */
export function AffiliateLinks() {
  const { t } = useTranslation('agent');
  const links = useAffiliateLinks();
  if (links.isPending) return <Skeleton height={180} radius={12} />;
  if (links.isError)
    return <AgentLoadFailed error={links.error} onRetry={() => void links.refetch()} testId="links-failed" />;
  return (
    <div className={styles.links}>
      <NewLinkForm full={links.data.length >= MAX_AFFILIATE_LINKS} />
      {links.data.length === 0 ? (
        <EmptyState
          icon="qr"
          title={t('links.emptyTitle')}
          hint={t('links.emptyHint')}
          testId="links-empty"
        />
      ) : (
        <ul className={styles.linkList} data-testid="link-list">
          {links.data.map((link) => (
            <LinkCard key={link.id} link={link} />
          ))}
        </ul>
      )}
    </div>
  );
}
