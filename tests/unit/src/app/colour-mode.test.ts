import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseColourMode,
  COLOUR_MODE_KEY,
  followColourMode,
  isDark,
} from '../../../../src/app/colour-mode';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('the colour mode', () => {
  it('follows a choice kept on this device, and forgets one the same as the device', () => {
    // jsdom's device asks for no dark colours.
    window.localStorage.setItem(COLOUR_MODE_KEY, 'dark');
    followColourMode();
    expect(isDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');

    chooseColourMode(false);
    expect(window.localStorage.getItem(COLOUR_MODE_KEY)).toBeNull();
    expect(isDark()).toBe(false);

    chooseColourMode(true);
    expect(window.localStorage.getItem(COLOUR_MODE_KEY)).toBe('dark');
    expect(isDark()).toBe(true);
  });

  it('runs as the page head writes it: its source alone, with nothing around it', () => {
    window.localStorage.setItem(COLOUR_MODE_KEY, 'dark');
    // The build copies the function's text into an inline script.
    new Function(`(${followColourMode.toString()})()`)();
    expect(isDark()).toBe(true);
  });
});
