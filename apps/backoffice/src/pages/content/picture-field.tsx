import { CONTENT_PICTURE } from '@portal/contracts/content';
import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import styles from './content.module.css';

/**
 * A picture: the one shown now, an upload that stores a new one for the merchant (its address goes into
 * the field), or an address typed in (the drawn art, an https picture).
 */
export function PictureField({
  merchant,
  value,
  onChange,
  readOnly,
}: {
  merchant: string;
  value: string;
  onChange: (url: string) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation('content');
  const errorText = useApiErrorText();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) => opsApi.uploadPicture(merchant, file),
    onSuccess: (picture) => onChange(picture.url),
  });
  const failure = upload.error ? errorText(upload.error) : null;

  return (
    <fieldset className={styles.picture}>
      <legend>{t('editor.picture')}</legend>
      <div className={styles.pictureRow}>
        <div className={styles.thumb}>
          {value ? (
            <img src={value} alt="" data-testid="bo-content-picture-preview" />
          ) : (
            <span>{t('editor.noPicture')}</span>
          )}
        </div>
        <div className={styles.pictureControls}>
          <TextField
            label={t('editor.pictureUrl')}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            readOnly={readOnly}
            hint={t('editor.pictureHint')}
            testId="bo-content-picture-url"
          />
          {!readOnly && (
            <div className={styles.pictureButtons}>
              <input
                ref={input}
                type="file"
                accept={CONTENT_PICTURE.types.join(',')}
                className="visually-hidden"
                tabIndex={-1}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) upload.mutate(file);
                  e.target.value = '';
                }}
                data-testid="bo-content-picture-file"
              />
              <Button
                size="sm"
                variant="outline"
                disabled={upload.isPending}
                onClick={() => input.current?.click()}
              >
                {upload.isPending ? t('editor.uploading') : t('editor.upload')}
              </Button>
              {value && (
                <Button size="sm" variant="ghost" onClick={() => onChange('')}>
                  {t('editor.removePicture')}
                </Button>
              )}
            </div>
          )}
        </div>
      </div>
      <FormAlert testId="bo-content-picture-error">{failure}</FormAlert>
    </fieldset>
  );
}
