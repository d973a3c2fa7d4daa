import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionForm as Section, type SectionFormProps } from '../../shell/section-form.tsx';

/**
 * One section of a merchant's set-up (the shell's section form): the title, the lead and the test id
 * come from the section's name (`<name>.title`, `<name>.lead`, bo-merchant-<name>) unless given.
 */
export function SectionForm({
  title,
  lead,
  testId,
  ...props
}: Omit<SectionFormProps, 'title' | 'lead' | 'testId'> & {
  title?: string;
  lead?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('merchants');
  return (
    <Section
      {...props}
      title={title ?? t(`${props.section}.title`)}
      lead={lead ?? t(`${props.section}.lead`)}
      testId={testId ?? `bo-merchant-${props.section}`}
    />
  );
}
