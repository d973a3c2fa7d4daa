import { Button } from '@portal/ui/button.tsx';
import fields from '@portal/ui/form-fields.module.css';
import { useId, useState } from 'react';
import styles from './filters.module.css';

type UsernameFilterProps = {
  label: string;
  placeholder: string;
  searchLabel: string;
  value: string;
  /** The trimmed text; '' clears the filter. */
  onSearch: (username: string) => void;
  testId: string;
};

/** A member's username (or part of it), applied on Enter or the search button: no query per keystroke. */
export function UsernameFilter({
  label,
  placeholder,
  searchLabel,
  value,
  onSearch,
  testId,
}: UsernameFilterProps) {
  const id = useId();
  const [text, setText] = useState(value);
  return (
    <form
      className={styles.filter}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.search}>
        <input
          id={id}
          type="search"
          className={fields.input}
          value={text}
          maxLength={40}
          placeholder={placeholder}
          autoComplete="off"
          data-testid={`${testId}-input`}
          onChange={(event) => {
            setText(event.target.value);
            // clearing the box (its own x button included) shows everyone again
            if (event.target.value === '' && value !== '') onSearch('');
          }}
        />
        <Button type="submit" size="sm" variant="secondary" data-testid={`${testId}-submit`}>
          {searchLabel}
        </Button>
      </div>
    </form>
  );
}
