import type { OpsMerchant } from '@portal/contracts/operators.schema';
import type { OpsHelpSection } from '@portal/contracts/operators-content.schema';
import { TextField } from '@portal/ui/field.tsx';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { type HelpDraft, helpBody, helpDraft, type TextLanguage } from './content-model.ts';
import { EditorDialog } from './editor-parts.tsx';
import { LanguageFields, LanguageTabs } from './language-fields.tsx';
import { CardPreview, ThemedPreview } from './themed-preview.tsx';

/** A help centre section in a dialog: its anchor, its title and HTML per language, and its preview. */
export function HelpEditor({
  editing,
  merchant,
  canEdit,
  onClose,
  onSaved,
}: {
  editing: OpsHelpSection | null;
  merchant: OpsMerchant;
  canEdit: boolean;
  onClose: () => void;
  onSaved: (saved: OpsHelpSection) => void;
}) {
  const { t } = useTranslation('content');
  const [draft, setDraft] = useState<HelpDraft>(() => helpDraft(editing));
  const [language, setLanguage] = useState<TextLanguage>('en');
  const save = useMutation({
    mutationFn: () =>
      editing
        ? opsApi.updateHelpSection(editing.id, helpBody(draft))
        : opsApi.createHelpSection({ merchant: merchant.code, ...helpBody(draft) }),
    onSuccess: onSaved,
  });
  const text = (texts: HelpDraft['title']) => (language === 'th' && texts.th.trim() ? texts.th : texts.en);

  return (
    <EditorDialog
      title={editing?.title.en ?? null}
      newTitle={t('new.help')}
      icon="help"
      canEdit={canEdit}
      save={save}
      onClose={onClose}
    >
      <TextField
        label={t('editor.anchor')}
        value={draft.anchor}
        onChange={(e) => setDraft({ ...draft, anchor: e.target.value.toLowerCase() })}
        hint={t('editor.anchorHint')}
        readOnly={!canEdit}
        maxLength={40}
        requiredMark
        testId="bo-content-anchor"
      />
      <LanguageTabs value={language} onChange={setLanguage} />
      <ThemedPreview merchant={merchant} language={language} testId="bo-content-preview">
        <CardPreview title={text(draft.title)} html={text(draft.content)} />
      </ThemedPreview>
      <LanguageFields
        language={language}
        texts={draft}
        onChange={(texts) => setDraft({ ...draft, ...texts })}
        readOnly={!canEdit}
      />
    </EditorDialog>
  );
}
