import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-store.ts';
import styles from './withdrawals-page.module.css';

/**
 * An image a player uploaded (a withdrawal's proof, a promotion application's picture), fetched from the
 * operator API with the operator's token (never a public address) and shown inline as a thumbnail that
 * opens the whole picture.
 */
export function OperatorImage({
  path,
  alt,
  failed,
  testId,
}: {
  path: string;
  alt: string;
  /** What stands in its place when it cannot be read. */
  failed: string;
  testId?: string;
}) {
  const token = useSession((s) => s.token);
  // the picture is kept (not its address): each thumbnail makes its own address and frees it when it goes,
  // so a thumbnail drawn again (a list reloaded, a tab reopened) never shows an address already freed
  const image = useQuery({
    queryKey: ['operator-image', path],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const response = await fetch(path, { headers: token ? { Authorization: token } : {} });
      if (!response.ok) throw new Error(String(response.status));
      return response.blob();
    },
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const made = URL.createObjectURL(image.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [image.data]);
  if (image.isError) return <span className={styles.proofMissing}>{failed}</span>;
  if (!url) return <span className={styles.proof} aria-busy="true" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className={styles.proof} data-testid={testId}>
      <img src={url} alt={alt} />
    </a>
  );
}

/** A proof the player uploaded to a withdrawal. */
export function ProofImage({ withdrawalId, proofId }: { withdrawalId: number; proofId: number }) {
  const { t } = useTranslation();
  return (
    <OperatorImage
      path={`/ops/v1/withdrawals/${withdrawalId}/proofs/${proofId}`}
      alt={t('withdrawals.proof', { n: proofId })}
      failed={t('withdrawals.proofFailed')}
    />
  );
}
