import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../shell/switch.tsx';
import { useDraft } from '../../shell/use-saves.ts';
import { featureRows } from './merchant-model.ts';
import styles from './merchants.module.css';
import { SectionForm } from './section-form.tsx';
import type { SectionProps } from './use-merchant.ts';

/**
 * The feature tree: every module with its switch, indented under its parent. A module under a parent
 * that is off is off on the portal whatever its own switch says, and the row says so. A save sends the
 * switches that moved.
 */
export function FeaturesTab(props: SectionProps) {
  const { settings, canEdit } = props;
  const { t } = useTranslation('merchants');
  const { draft, setDraft, dirty } = useDraft<Record<string, boolean>>(
    Object.fromEntries(settings.features.map((f) => [f.modId, f.enabled])),
  );
  const rows = featureRows(settings.features, draft);
  const nameOf = (modId: string) => t(`modules.${modId}`, { defaultValue: modId });
  const save = () => {
    const changed = Object.fromEntries(
      settings.features.filter((f) => draft[f.modId] !== f.enabled).map((f) => [f.modId, !f.enabled]),
    );
    props.saves.patch('features', { features: changed });
  };

  return (
    <SectionForm section="features" {...props} dirty={dirty} onSave={save}>
      <ul className={styles.list} data-testid="bo-merchant-tree">
        {rows.map((row) => {
          const live = row.enabled && row.offThrough === null;
          return (
            <li
              key={row.modId}
              className={`${styles.row} ${styles.treeRow}`}
              style={{ '--depth': row.depth } as CSSProperties}
              data-depth={row.depth}
              data-live={live}
              data-testid="bo-merchant-feature"
              data-mod={row.modId}
            >
              <span className={styles.treeText}>
                <strong>{nameOf(row.modId)}</strong>
                <code>{row.modId}</code>
              </span>
              {row.enabled && row.offThrough !== null && (
                <span className={styles.offThrough} data-testid="bo-merchant-feature-through">
                  {t('features.offThrough', { parent: nameOf(row.offThrough) })}
                </span>
              )}
              <Switch
                checked={row.enabled}
                label={nameOf(row.modId)}
                disabled={!canEdit}
                onChange={(next) => setDraft({ ...draft, [row.modId]: next })}
                testId={`bo-merchant-feature-${row.modId}`}
              />
            </li>
          );
        })}
      </ul>
    </SectionForm>
  );
}
