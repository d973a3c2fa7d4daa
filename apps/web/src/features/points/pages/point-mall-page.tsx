import type { MallItem, PointExchange } from '@portal/contracts/points.schema';
import { formatMinor } from '@portal/contracts/wallet';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import page from '@portal/ui/page.module.css';
import { PageHero } from '@portal/ui/page-hero.tsx';
import { Pager } from '@portal/ui/pager.tsx';
import panel from '@portal/ui/panel.module.css';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PIN_RULE, PinField } from '../../../shell/forms/pin-field.tsx';
import {
  type PointAction,
  useExchanges,
  usePointAction,
  usePointBalance,
  usePointConfig,
} from '../api/points.ts';
import styles from './point-mall-page.module.css';

const points = (n: number) => n.toLocaleString('en-US');

/** What the player asked for, waiting for the payment password. */
type Pending = { kind: 'redeem'; item: MallItem } | { kind: 'convert'; points: number; cash: number };

function ConfirmDialog({ pending, onClose }: { pending: Pending | null; onClose: () => void }) {
  const { t } = useTranslation('points');
  const errorText = useApiErrorText();
  const action = usePointAction();
  const form = useForm<{ paymentPassword: string }>({ defaultValues: { paymentPassword: '' } });
  const close = () => {
    action.reset();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    if (!pending) return;
    const body: PointAction =
      pending.kind === 'redeem'
        ? { kind: 'redeem', itemId: pending.item.id, paymentPassword: values.paymentPassword }
        : { kind: 'convert', points: pending.points, paymentPassword: values.paymentPassword };
    action.mutate(body, { onSuccess: close, onError: () => form.setValue('paymentPassword', '') });
  });
  return (
    <Modal
      open={pending !== null}
      onClose={close}
      title={pending?.kind === 'redeem' ? t('confirm.redeemTitle') : t('confirm.convertTitle')}
      icon="gift"
      closeLabel={t('confirm.close')}
      size="sm"
      testId="points-confirm"
    >
      <form className={styles.confirm} onSubmit={submit} noValidate>
        <p className={styles.summary}>
          {pending?.kind === 'redeem'
            ? t('confirm.redeem', { name: pending.item.name, points: points(pending.item.price) })
            : pending
              ? t('confirm.convert', { points: points(pending.points), cash: formatMinor(pending.cash) })
              : null}
        </p>
        <PinField
          label={t('confirm.password')}
          testId="points-password"
          error={form.formState.errors.paymentPassword?.message}
          registration={form.register('paymentPassword', {
            validate: (value) => PIN_RULE.test(value) || t('confirm.passwordRequired'),
          })}
        />
        {action.error ? <FormAlert testId="points-error">{errorText(action.error)}</FormAlert> : null}
        <Button type="submit" disabled={action.isPending} data-testid="points-confirm-submit">
          {t('confirm.submit')}
        </Button>
      </form>
    </Modal>
  );
}

function ItemCard({ item, balance, onRedeem }: { item: MallItem; balance: number; onRedeem: () => void }) {
  const { t } = useTranslation('points');
  const out = item.stock <= 0;
  return (
    <article className={`${panel.panel} ${styles.item}`} data-testid="mall-item" data-item={item.id}>
      <div className={styles.picture}>
        {item.pictureUrl ? <img src={item.pictureUrl} alt="" loading="lazy" /> : null}
      </div>
      <div className={styles.itemBody}>
        <h3 className={styles.itemName}>{item.name}</h3>
        {item.description ? <p className={styles.muted}>{item.description}</p> : null}
        <div className={styles.itemFoot}>
          <span className={styles.price}>{t('mall.price', { points: points(item.price) })}</span>
          <span className={styles.muted} data-testid="mall-item-stock">
            {out ? t('mall.outOfStock') : t('mall.stock', { count: item.stock })}
          </span>
        </div>
        <Button size="sm" onClick={onRedeem} disabled={out || balance < item.price} data-testid="mall-redeem">
          {out ? t('mall.outOfStock') : balance < item.price ? t('mall.notEnough') : t('mall.redeem')}
        </Button>
      </div>
    </article>
  );
}

function ConvertPanel({
  balance,
  cashPerPoint,
  minConvert,
  onConvert,
}: {
  balance: number;
  cashPerPoint: number;
  minConvert: number;
  onConvert: (points: number) => void;
}) {
  const { t } = useTranslation('points');
  const [text, setText] = useState('');
  const value = Number(text);
  const valid = Number.isSafeInteger(value) && value >= minConvert && value <= balance;
  return (
    <section className={`${panel.panel} ${styles.convert}`} data-testid="points-convert">
      <h2 className={styles.sectionTitle}>{t('convert.title')}</h2>
      <p className={styles.muted}>
        {t('convert.ratio', { points: 100, cash: formatMinor(100 * cashPerPoint), min: points(minConvert) })}
      </p>
      <div className={styles.convertRow}>
        <TextField
          label={t('convert.points')}
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 9))}
          testId="points-convert-amount"
        />
        <p className={styles.cash} data-testid="points-convert-cash">
          {t('convert.cash', { cash: formatMinor(valid ? value * cashPerPoint : 0) })}
        </p>
        <Button
          onClick={() => {
            onConvert(value);
            setText('');
          }}
          disabled={!valid}
          data-testid="points-convert-submit"
        >
          {t('convert.submit')}
        </Button>
      </div>
    </section>
  );
}

const TONE: Record<PointExchange['status'], string> = {
  pending: 'waiting',
  approved: 'good',
  rejected: 'bad',
};

function History() {
  const { t } = useTranslation('points');
  const [pageNum, setPageNum] = useState(1);
  const list = useExchanges(pageNum);
  const rows = list.data?.content ?? [];
  return (
    <section className={`${panel.panel} ${styles.history}`} data-testid="points-history">
      <h2 className={styles.sectionTitle}>{t('history.title')}</h2>
      {list.isPending ? (
        <Skeleton height={120} />
      ) : rows.length === 0 ? (
        <EmptyState icon="gift" title={t('history.empty')} />
      ) : (
        <ul className={styles.rows}>
          {rows.map((row) => (
            <li key={row.id} className={styles.row} data-testid="points-exchange" data-status={row.status}>
              <div>
                <p className={styles.rowTitle}>{row.kind === 'cash' ? t('history.cash') : row.itemName}</p>
                <p className={styles.muted}>
                  {new Date(row.createdAt).toLocaleString()}
                  {row.kind === 'cash'
                    ? ` · ${t('history.ratio', { cash: formatMinor(100 * row.cashPerPoint) })}`
                    : ''}
                </p>
                {row.remark ? (
                  <p className={styles.muted}>{t('history.remark', { remark: row.remark })}</p>
                ) : null}
              </div>
              <div className={styles.rowEnd}>
                <span className={styles.rowPoints}>-{points(row.points)}</span>
                {row.kind === 'cash' ? (
                  <span className={styles.muted}>+{formatMinor(row.amount)}</span>
                ) : null}
                <span className={`${styles.badge} ${styles[TONE[row.status]]}`}>
                  {t(`status.${row.status}`)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {(list.data?.totalPages ?? 0) > 1 ? (
        <Pager
          page={pageNum}
          totalPages={list.data?.totalPages ?? 1}
          onPage={setPageNum}
          testId="points-pager"
        />
      ) : null}
    </section>
  );
}

/**
 * The points mall (spec sections 1 and 4; decision 0035): the player's points, the items with their
 * pictures, prices and stock, redeemed with the payment password (they wait for an operator); points
 * converted to cash at the merchant's ratio (credited at once); and the exchanges with their states.
 */
export default function PointMallPage() {
  const { t } = useTranslation('points');
  const balance = usePointBalance();
  const config = usePointConfig();
  const [pending, setPending] = useState<Pending | null>(null);
  const have = balance.data?.balance ?? 0;
  const items = config.data?.items ?? [];
  return (
    <div className={page.page} data-testid="point-mall-page">
      <PageHero
        icon="star"
        title={t('title')}
        lead={t('lead')}
        aside={
          <div className={styles.balance}>
            <span className={styles.muted}>{t('balance')}</span>
            <strong data-testid="points-balance">{balance.isPending ? '…' : points(have)}</strong>
          </div>
        }
      />
      <section>
        <h2 className={styles.sectionTitle}>{t('mall.title')}</h2>
        {config.isPending ? (
          <div className={styles.grid}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={280} radius="var(--radius-xl)" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <EmptyState icon="gift" title={t('mall.empty')} />
        ) : (
          <div className={styles.grid}>
            {items.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                balance={have}
                onRedeem={() => setPending({ kind: 'redeem', item })}
              />
            ))}
          </div>
        )}
      </section>
      {config.data && config.data.cashPerPoint > 0 ? (
        <ConvertPanel
          balance={have}
          cashPerPoint={config.data.cashPerPoint}
          minConvert={config.data.minConvert}
          onConvert={(n) =>
            setPending({ kind: 'convert', points: n, cash: n * (config.data?.cashPerPoint ?? 0) })
          }
        />
      ) : null}
      <History />
      <ConfirmDialog pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}
