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

/** What a picture field says: its legend, its address field's label and the hint under it. */
export type PictureTexts = { legend: string; url: string; hint: string };

/**
 * A picture: the one shown now, an upload that stores a new one for the merchant (its address goes into
 * the field), or an address typed in (the drawn art, an https picture). A banner by default; a logo shows
 * whole on a wide plate. Test ids start with `testId` (-preview, -url, -file, -error).
 */
export function PictureField({
  merchant,
  value,
  onChange,
  readOnly,
  texts,
  shape = 'banner',
  reset,
  testId = 'bo-content-picture',
}: {
  merchant: string;
  value: string;
  onChange: (url: string) => void;
  readOnly: boolean;
  texts?: PictureTexts;
  shape?: 'banner' | 'logo';
  /** What the button beside the upload puts back, and its words: no picture unless said; null, no button. */
  reset?: { to: string; label: string } | null;
  testId?: string;
}) {
  const { t } = useTranslation('content');
  const words = texts ?? {
    legend: t('editor.picture'),
    url: t('editor.pictureUrl'),
    hint: t('editor.pictureHint'),
  };
  const errorText = useApiErrorText();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) => opsApi.uploadPicture(merchant, file),
    onSuccess: (picture) => onChange(picture.url),
  });
  const failure = upload.error ? errorText(upload.error) : null;

  return (
    <fieldset className={styles.picture}>
      <legend>{words.legend}</legend>
      <div className={styles.pictureRow}>
        <div className={styles.thumb} data-shape={shape}>
          {value ? (
            <img src={value} alt="" data-testid={`${testId}-preview`} />
          ) : (
            <span>{t('editor.noPicture')}</span>
          )}
        </div>
        <div className={styles.pictureControls}>
          <TextField
            label={words.url}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            readOnly={readOnly}
            hint={words.hint}
            testId={`${testId}-url`}
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
                data-testid={`${testId}-file`}
              />
              <Button
                size="sm"
                variant="outline"
                disabled={upload.isPending}
                onClick={() => input.current?.click()}
              >
                {upload.isPending ? t('editor.uploading') : t('editor.upload')}
              </Button>
              {reset !== null && value !== (reset?.to ?? '') && (
                <Button size="sm" variant="ghost" onClick={() => onChange(reset?.to ?? '')}>
                  {reset?.label ?? t('editor.removePicture')}
                </Button>
              )}
            </div>
          )}
        </div>
      </div>
      <FormAlert testId={`${testId}-error`}>{failure}</FormAlert>
    </fieldset>
  );
}
