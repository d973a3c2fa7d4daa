import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-store.ts';
import styles from './withdrawals-page.module.css';

/** A proof the player uploaded, fetched with the operator's token (never a public address) and shown inline. */
export function ProofImage({ withdrawalId, proofId }: { withdrawalId: number; proofId: number }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const image = useQuery({
    queryKey: ['proof', withdrawalId, proofId],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const response = await fetch(`/ops/v1/withdrawals/${withdrawalId}/proofs/${proofId}`, {
        headers: token ? { Authorization: token } : {},
      });
      if (!response.ok) throw new Error(String(response.status));
      return URL.createObjectURL(await response.blob());
    },
  });
  useEffect(() => {
    const url = image.data;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [image.data]);
  if (image.isError) return <span className={styles.proofMissing}>{t('withdrawals.proofFailed')}</span>;
  if (!image.data) return <span className={styles.proof} aria-busy="true" />;
  return (
    <a href={image.data} target="_blank" rel="noreferrer" className={styles.proof}>
      <img src={image.data} alt={t('withdrawals.proof', { n: proofId })} />
    </a>
  );
}
