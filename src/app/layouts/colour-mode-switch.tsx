import { useSyncExternalStore } from 'react';
import { LuMoon } from 'react-icons/lu';
import { Button } from '../../components/ui/button';
import { classes } from '../../components/ui/palette';
import { chooseColourMode, isDark } from '../colour-mode';
import styles from './colour-mode-switch.module.css';

const onClassChange = (changed: () => void) => {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};

interface ColourModeSwitchProps {
  /** Its name written beside the moon (the phone's menu), not only spoken. */
  labelled?: boolean;
  className?: string;
}

/**
 * Dark colours on or off, on this device (the device's own setting until pressed): a moon,
 * filled while dark, drawn by the stylesheet from the first paint.
 */
export function ColourModeSwitch({ labelled = false, className }: ColourModeSwitchProps) {
  const dark = useSyncExternalStore(onClassChange, isDark, () => false);
  return (
    <Button
      variant="ghost"
      iconOnly={!labelled}
      aria-label={labelled ? undefined : 'Dark colours'}
      aria-pressed={dark}
      className={classes(styles.switch, labelled && styles.labelled, className)}
      onClick={() => chooseColourMode(!dark)}
    >
      <LuMoon />
      {labelled && 'Dark colours'}
    </Button>
  );
}
