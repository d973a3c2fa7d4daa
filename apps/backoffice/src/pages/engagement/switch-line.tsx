import sectionStyles from '../../shell/section-form.module.css';
import { Switch } from '../../shell/switch.tsx';
import styles from './engagement.module.css';

/** A set-up's on/off with its words beside it (the section form's switch line). */
export function SwitchLine(props: {
  checked: boolean;
  label: string;
  onChange: (next: boolean) => void;
  testId: string;
}) {
  return (
    <div className={sectionStyles.switchLine}>
      <span className={styles.switchText}>{props.label}</span>
      <Switch {...props} />
    </div>
  );
}
