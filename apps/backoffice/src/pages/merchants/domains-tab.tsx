import type { OpsDomain } from '@portal/contracts/operators-merchants.schema';
import { Button } from '@portal/ui/button.tsx';
import { TextField } from '@portal/ui/field.tsx';
import { IconButton } from '@portal/ui/icon-button.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { useDraft } from '../../shell/use-saves.ts';
import { hostOf, siteAddress } from './merchant-model.ts';
import styles from './merchants.module.css';
import { SectionForm } from './section-form.tsx';
import type { SectionProps } from './use-merchant.ts';

/**
 * The host names the platform answers with this merchant's site, one of them the main one (the address
 * the site gives for itself). The list is saved as a whole.
 */
export function DomainsTab(props: SectionProps) {
  const { settings, canEdit } = props;
  const { t } = useTranslation('merchants');
  const { draft, setDraft, dirty } = useDraft<OpsDomain[]>(settings.domains);
  const [typed, setTyped] = useState('');
  const host = hostOf(typed);
  const taken = draft.some((d) => d.domain === host);

  const add = () => {
    if (!host || taken) return;
    setDraft([...draft, { domain: host, main: draft.length === 0 }]);
    setTyped('');
  };
  const remove = (domain: string) => {
    const rest = draft.filter((d) => d.domain !== domain);
    // the main one leaves: the first left takes its place
    setDraft(rest.some((d) => d.main) ? rest : rest.map((d, i) => ({ ...d, main: i === 0 })));
  };
  const makeMain = (domain: string) => setDraft(draft.map((d) => ({ ...d, main: d.domain === domain })));
  const save = () =>
    void props.saves.save('domains', () => opsApi.merchantSettings.setDomains(settings.code, draft));

  return (
    <SectionForm section="domains" {...props} dirty={dirty} onSave={save}>
      <ul className={styles.list} data-testid="bo-merchant-domain-list">
        {draft.map((d) => (
          <li key={d.domain} className={styles.row} data-domain={d.domain}>
            <label className={styles.domainMain}>
              <input
                type="radio"
                name="bo-merchant-main-domain"
                checked={d.main}
                onChange={() => makeMain(d.domain)}
                aria-label={t('domains.makeMain', { domain: d.domain })}
              />
              <code>{d.domain}</code>
            </label>
            {d.main && <span className={styles.badge}>{t('domains.main')}</span>}
            <a
              className={styles.siteLink}
              href={siteAddress(d.domain)}
              target="_blank"
              rel="noreferrer"
              aria-label={t('domains.open', { domain: d.domain })}
            >
              <Icon name="external" size={16} />
            </a>
            {canEdit && (
              <IconButton
                size="sm"
                label={t('domains.remove', { domain: d.domain })}
                icon={<Icon name="trash" size={16} />}
                disabled={draft.length === 1}
                onClick={() => remove(d.domain)}
                data-testid="bo-merchant-domain-remove"
              />
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        <div className={styles.addRow}>
          <TextField
            label={t('domains.new')}
            value={typed}
            placeholder="example.com"
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the domain here rather than saving the whole list
              if (e.key !== 'Enter') return;
              e.preventDefault();
              add();
            }}
            error={taken ? t('domains.listed') : undefined}
            hint={t('domains.newHint')}
            testId="bo-merchant-domain-new"
          />
          <Button
            variant="outline"
            icon={<Icon name="plus" size={16} />}
            disabled={!host || taken}
            onClick={add}
            data-testid="bo-merchant-domain-add"
          >
            {t('domains.add')}
          </Button>
        </div>
      )}
    </SectionForm>
  );
}
