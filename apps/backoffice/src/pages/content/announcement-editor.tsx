import { BANNER_GROUPS, type BannerGroup, EXECUTIONS, LINKAGE_TYPES } from '@portal/contracts/content';
import type { OpsMerchant } from '@portal/contracts/operators.schema';
import type { OpsAnnouncement } from '@portal/contracts/operators-content.schema';
import { SelectField, TextField } from '@portal/ui/field.tsx';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import styles from './content.module.css';
import {
  type AnnouncementDraft,
  announcementBody,
  announcementDraft,
  portalAnnouncement,
  type TextLanguage,
} from './content-model.ts';
import { EditorDialog } from './editor-parts.tsx';
import { LanguageFields, LanguageTabs } from './language-fields.tsx';
import { PictureField } from './picture-field.tsx';
import { BannerPreview, CardPreview, ThemedPreview } from './themed-preview.tsx';

type AnnouncementType = OpsAnnouncement['type'];

type ChoiceField = 'groupName' | 'execution' | 'linkageType';

/** A select over one of the draft's fixed lists (banner group, audience, link type). */
function ChoiceSelect<F extends ChoiceField>({
  field,
  options,
  label,
  labelOf,
  draft,
  set,
  readOnly,
}: {
  field: F;
  options: readonly AnnouncementDraft[F][];
  label: string;
  labelOf: (value: AnnouncementDraft[F]) => string;
  draft: AnnouncementDraft;
  set: (patch: Partial<AnnouncementDraft>) => void;
  readOnly: boolean;
}) {
  const testIds: Record<ChoiceField, string> = {
    groupName: 'bo-content-group',
    execution: 'bo-content-execution',
    linkageType: 'bo-content-linkage',
  };
  return (
    <SelectField
      label={label}
      value={draft[field]}
      onChange={(e) => set({ [field]: e.target.value } as Partial<AnnouncementDraft>)}
      disabled={readOnly}
      testId={testIds[field]}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {labelOf(option)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * An announcement in a dialog: its texts per language, its period, audience, group and link, its picture,
 * and the portal's drawing of it in both themes as it is typed. Read only below the admin role.
 */
export function AnnouncementEditor({
  editing,
  type,
  group,
  merchant,
  canEdit,
  onClose,
  onSaved,
}: {
  /** The announcement, or null for a new one. */
  editing: OpsAnnouncement | null;
  type: AnnouncementType;
  group: BannerGroup;
  merchant: OpsMerchant;
  canEdit: boolean;
  onClose: () => void;
  onSaved: (saved: OpsAnnouncement) => void;
}) {
  const { t } = useTranslation('content');
  const [draft, setDraft] = useState<AnnouncementDraft>(() => announcementDraft(editing, group));
  const [language, setLanguage] = useState<TextLanguage>('en');
  const set = (patch: Partial<AnnouncementDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useMutation({
    mutationFn: () => {
      const body = announcementBody(type, draft);
      return editing
        ? opsApi.updateAnnouncement(editing.id, body)
        : opsApi.createAnnouncement({ merchant: merchant.code, type, ...body });
    },
    onSuccess: onSaved,
  });
  const readOnly = !canEdit;
  const banner = type === 'B';
  const shown = portalAnnouncement(type, draft, language);

  return (
    <EditorDialog
      title={editing?.title.en ?? null}
      newTitle={t(`new.${type}`)}
      icon="megaphone"
      canEdit={canEdit}
      save={save}
      onClose={onClose}
    >
      <LanguageTabs value={language} onChange={setLanguage} />
      <ThemedPreview merchant={merchant} language={language} testId="bo-content-preview">
        {banner ? (
          <BannerPreview banner={shown} language={language} />
        ) : (
          <CardPreview title={shown.title} html={shown.content} imageUrl={shown.imageUrl} />
        )}
      </ThemedPreview>
      <LanguageFields
        language={language}
        texts={draft}
        onChange={(texts) => set(texts)}
        readOnly={readOnly}
        banner={banner}
      />
      <div className={styles.grid}>
        {banner && (
          <ChoiceSelect
            field="groupName"
            options={BANNER_GROUPS}
            label={t('groups.label')}
            labelOf={(g) => t(`groups.${g}`)}
            draft={draft}
            set={set}
            readOnly={readOnly}
          />
        )}
        {type === 'PU' && (
          <ChoiceSelect
            field="execution"
            options={EXECUTIONS}
            label={t('execution.label')}
            labelOf={(e) => t(`execution.${e}`)}
            draft={draft}
            set={set}
            readOnly={readOnly}
          />
        )}
        {type === 'PR' && (
          <TextField
            label={t('editor.promotionType')}
            value={draft.promotionType}
            onChange={(e) => set({ promotionType: e.target.value.toUpperCase() })}
            hint={t('editor.promotionHint')}
            readOnly={readOnly}
            maxLength={30}
          />
        )}
        <TextField
          label={t('editor.start')}
          type="datetime-local"
          value={draft.start}
          onChange={(e) => set({ start: e.target.value })}
          readOnly={readOnly}
          testId="bo-content-start"
        />
        <TextField
          label={t('editor.end')}
          type="datetime-local"
          value={draft.end}
          onChange={(e) => set({ end: e.target.value })}
          hint={t('editor.endHint')}
          readOnly={readOnly}
          testId="bo-content-end"
        />
        <ChoiceSelect
          field="linkageType"
          options={LINKAGE_TYPES}
          label={t('linkage.label')}
          labelOf={(l) => t(`linkage.${l}`)}
          draft={draft}
          set={set}
          readOnly={readOnly}
        />
        {draft.linkageType !== 'NONE' && (
          <TextField
            label={t(`urlLabel.${draft.linkageType}`)}
            value={draft.url}
            onChange={(e) => set({ url: e.target.value })}
            hint={t(`urlHint.${draft.linkageType}`)}
            readOnly={readOnly}
            maxLength={500}
            testId="bo-content-url"
          />
        )}
      </div>
      <PictureField
        merchant={merchant.code}
        value={draft.imageUrl}
        onChange={(imageUrl) => set({ imageUrl })}
        readOnly={readOnly}
      />
      <label className={styles.switch}>
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(e) => set({ enabled: e.target.checked })}
          disabled={readOnly}
          data-testid="bo-content-enabled"
        />
        <span>{t('editor.enabled')}</span>
      </label>
    </EditorDialog>
  );
}
