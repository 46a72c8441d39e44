import { useSyncExternalStore } from 'react';
import { LuMoon, LuSun } from 'react-icons/lu';
import { Button } from '../../components/ui/button';
import { chooseColourMode, isDark } from '../colour-mode';
import styles from './colour-mode-switch.module.css';

const onClassChange = (changed: () => void) => {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};

/**
 * Dark colours on or off, on this device (the device's own setting until pressed). Its icon is
 * the colours shown: a sun in light, a moon in dark, drawn by the stylesheet from the first paint.
 */
export function ColourModeSwitch() {
  const dark = useSyncExternalStore(onClassChange, isDark, () => false);
  return (
    <Button
      variant="ghost"
      iconOnly
      aria-label="Dark colours"
      aria-pressed={dark}
      className={styles.switch}
      onClick={() => chooseColourMode(!dark)}
    >
      <LuSun className={styles.light} />
      <LuMoon className={styles.dark} />
    </Button>
  );
}
