import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The colour palettes the app uses (plus Chakra's base colours and the semantic bg/fg/border).
 * Every palette adds tokens that createSystem resolves at start-up, so an unused one costs a
 * phone start-up time for nothing (docs/decisions/0010-chakra-global-styles-at-build-time.md).
 */
const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'blue'];
const BASE_COLORS = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha'];
const SEMANTIC_GROUPS = ['bg', 'fg', 'border'];

function onlyPalettes<Colors extends object>(colors: Colors | undefined): Partial<Colors> {
  const kept = new Set([...PALETTES, ...BASE_COLORS, ...SEMANTIC_GROUPS]);
  return Object.fromEntries(
    Object.entries(colors ?? {}).filter(([name]) => kept.has(name)),
  ) as Partial<Colors>;
}

const semanticColors = onlyPalettes(semanticTokens.colors);
/**
 * Error texts (a field's message, the required mark, the drop zone's refusal) in red.600: 4.8:1
 * on white and 4.6:1 on bg.subtle, where Chakra's red.500 is 3.8:1 (WCAG AA asks 4.5:1 of small
 * text). Both the Chakra forms and the static first-load fields (src/components/ui/field.module.css)
 * read this token. border.error stays red.500: a border needs 3:1.
 */
const colors = {
  ...semanticColors,
  fg: {
    ...semanticColors.fg,
    error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
  },
};

const solid = buttonRecipe.variants?.variant?.solid;
/** Solid buttons darken on hover instead of fading (white on blue.600 at 90% is 4.3:1). */
const button = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants?.variant,
      solid: {
        ...solid,
        _hover: { bg: 'colorPalette.700' },
        _expanded: { bg: 'colorPalette.700' },
      },
    },
  },
};

/**
 * Chakra's default theme with only the recipes the app uses: `defaultSystem` ships every
 * component's recipe (most of the entry chunk). A component whose recipe is missing renders
 * unstyled, so add its recipe here when a screen starts using a new Chakra component.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: onlyPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** The app's Chakra system, global styles (reset, base, token variables) included. */
export function createAppSystem() {
  return createSystem(defaultBaseConfig, themeConfig);
}
